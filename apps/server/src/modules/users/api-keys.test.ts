import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORD, type Client, type TestApp } from '../../testing/test-app.ts';
import { twoProcesses, type TwoProcesses } from '../../testing/two-processes.ts';
import { API_KEY_TABLES } from '../auth/api-key-cache.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin');
  await t.db.query(`INSERT INTO devices (company_id, serial, name) VALUES ($1, 'KEY-DEV', 'Key device')`, [t.ids.companies.demo]);
});
afterAll(() => t.close());

const withKey = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Token ${token}` } });
const create = async (c: Client, body: object) => {
  const res = await c.inject({ method: 'POST', url: '/api/platform/api_keys/', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; token: string; prefix: string; scopes: string[] };
};
let seq = 0;
const ingest = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records: [{ serial: 'KEY-DEV', fingerprint: `fp-${++seq}`, create_time: '2026-01-01T00:00:00Z' }] },
    headers: { authorization: `Token ${token}`, 'idempotency-key': `key-test-${seq}` },
  });
const readDevices = (token: string) => withKey(token, 'GET', '/api/map/devices/?page_size=1000');

describe('API key scopes', () => {
  it("an admin's key with every scope cannot manage users, roles or invitations, nor call unscoped routes", async () => {
    const { token } = await create(admin, { name: 'everything', scopes: ['ingest', 'read'] });
    const viewer = t.ids.users.viewer;
    const group = (
      await t.db.query<{ id: number }>(`SELECT id FROM groups WHERE company_id = $1 ORDER BY id DESC LIMIT 1`, [t.ids.companies.demo])
    ).rows[0].id;
    const attempts = [
      withKey(token, 'PATCH', `/api/platform/users/${viewer}/`, { group }),
      withKey(token, 'PATCH', `/api/platform/users/${viewer}/`, { is_active: false }),
      withKey(token, 'POST', '/api/platform/invitations/', { email: 'key-invite@example.org', group }),
      withKey(token, 'POST', '/api/platform/users/company_permissions/', { name: 'Key role', permissions: ['Platform|view_map'] }),
      withKey(token, 'GET', '/api/platform/users/'),
      withKey(token, 'GET', '/api/platform/users/me/'),
      withKey(token, 'GET', '/api/platform/notifications/'),
      withKey(token, 'GET', '/api/platform/api_keys/'),
      withKey(token, 'POST', '/api/platform/api_keys/', { name: 'minted', scopes: ['read'] }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(403);
    expect((await t.db.query('SELECT is_active FROM users WHERE id = $1', [viewer])).rows[0]).toEqual({ is_active: true });
    expect((await t.db.query(`SELECT 1 FROM invitations WHERE email = 'key-invite@example.org'`)).rows).toHaveLength(0);
    expect((await t.db.query(`SELECT 1 FROM groups WHERE name = 'Key role'`)).rows).toHaveLength(0);
  });

  it('an ingest key ingests but does not read; a read key reads but does not ingest', async () => {
    const ingestKey = (await create(admin, { name: 'sensor', scopes: ['ingest'] })).token;
    const readKey = (await create(admin, { name: 'dashboard', scopes: ['read'] })).token;
    expect((await ingest(ingestKey)).statusCode).toBe(201);
    expect((await readDevices(ingestKey)).statusCode).toBe(403);
    const read = await readDevices(readKey);
    expect(read.statusCode).toBe(200);
    expect(read.json().results.map((d: { serial: string }) => d.serial)).toContain('KEY-DEV');
    expect((await ingest(readKey)).statusCode).toBe(403);
  });

  it('lists keys with name, scopes and last use, never the key; last use follows use', async () => {
    const c = await t.as('operator');
    const made = await create(c, {
      name: 'Roadside unit 7',
      scopes: ['ingest'],
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(made.token.length).toBeGreaterThan(30);
    const before = await c.inject({ method: 'GET', url: '/api/platform/api_keys/' });
    expect(before.body).not.toContain(made.token);
    expect(before.json()[0]).toMatchObject({
      id: made.id,
      name: 'Roadside unit 7',
      scopes: ['ingest'],
      prefix: made.token.slice(0, 8),
      last_used_at: null,
      revoked_at: null,
      status: 'active',
    });
    expect(before.json()[0].expires_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(before.json()[0]).not.toHaveProperty('token');
    expect((await ingest(made.token)).statusCode).toBe(201);
    const after = (await c.inject({ method: 'GET', url: '/api/platform/api_keys/' })).json()[0];
    expect(after.last_used_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE id = $1', [made.id]);
    expect(stored.rows[0].key_hash).not.toContain(made.token);
  });

  it('names the bad field when creating', async () => {
    for (const [field, body] of [
      ['name', { name: ' ', scopes: ['read'] }],
      ['scopes', { name: 'x', scopes: ['admin'] }],
      ['scopes', { name: 'x', scopes: [] }],
      ['expires_at', { name: 'x', scopes: ['read'], expires_at: '2001-01-01T00:00:00Z' }],
      ['expires_at', { name: 'x', scopes: ['read'], expires_at: 'soon' }],
    ] as const) {
      const res = await admin.inject({ method: 'POST', url: '/api/platform/api_keys/', payload: body });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())[0]).toMatch(new RegExp(`^${field}`));
    }
  });
});

describe('API keys that stop working', () => {
  it('an expired key answers 401', async () => {
    const { id, token } = await create(admin, { name: 'short-lived', scopes: ['read'] });
    expect((await readDevices(token)).statusCode).toBe(200);
    await t.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await readDevices(token)).statusCode).toBe(401);
    const listed = (await admin.inject({ method: 'GET', url: '/api/platform/api_keys/' })).json().find((k: { id: number }) => k.id === id);
    expect(listed.status).toBe('expired');
  });

  it('a revoked key answers 401 at once; another user cannot revoke it', async () => {
    const { id, token } = await create(admin, { name: 'to revoke', scopes: ['read'] });
    const operator = await t.as('operator');
    expect((await operator.inject({ method: 'DELETE', url: `/api/platform/api_keys/${id}/` })).statusCode).toBe(404);
    expect((await readDevices(token)).statusCode).toBe(200);
    expect((await admin.inject({ method: 'DELETE', url: `/api/platform/api_keys/${id}/` })).statusCode).toBe(204);
    expect((await readDevices(token)).statusCode).toBe(401);
    const listed = (await admin.inject({ method: 'GET', url: '/api/platform/api_keys/' })).json().find((k: { id: number }) => k.id === id);
    expect(listed.status).toBe('revoked');
  });

  it("a deactivated user's keys stop at once, and a removed user's keys are gone", async () => {
    const viewer = await t.as('viewer');
    const { token } = await create(viewer, { name: 'viewer key', scopes: ['read'] });
    expect((await readDevices(token)).statusCode).toBe(200);
    expect(
      (await admin.inject({ method: 'PATCH', url: `/api/platform/users/${viewer.userId}/`, payload: { is_active: false } })).statusCode,
    ).toBe(200);
    expect((await readDevices(token)).statusCode).toBe(401);
    await admin.inject({ method: 'PATCH', url: `/api/platform/users/${viewer.userId}/`, payload: { is_active: true } });

    // Removing a user removes their keys with them.
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (company_id, username, email, group_id, time_zone) SELECT company_id, 'leaver', 'leaver@demo.local', group_id, time_zone FROM users WHERE id = $1 RETURNING id`,
      [viewer.userId],
    );
    await t.db.query(`INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, 'leaver-hash', 'leaver', '{read}')`, [
      rows[0].id,
    ]);
    await t.db.query('DELETE FROM users WHERE id = $1', [rows[0].id]);
    expect((await t.db.query('SELECT 1 FROM api_keys WHERE user_id = $1', [rows[0].id])).rows).toHaveLength(0);
  });

  it("a password change revokes the user's keys", async () => {
    const c = await t.as('here');
    const { token } = await create(c, { name: 'before change', scopes: ['read'] });
    expect((await readDevices(token)).statusCode).not.toBe(401);
    const changed = await c.inject({
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: TEST_PASSWORD, new_password1: 'another-long-password-1', new_password2: 'another-long-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await readDevices(token)).statusCode).toBe(401);
  });

  it('the legacy calls make a sensor key (ingest, read), and regenerating revokes the old one', async () => {
    const c = await t.as('staff');
    const first = await c.inject({ method: 'GET', url: '/api/platform/users/generate_token/' });
    expect(first.statusCode).toBe(200);
    expect((await c.inject({ method: 'GET', url: '/api/platform/users/generate_token/' })).statusCode).toBe(400);
    const again = await c.inject({ method: 'POST', url: '/api/platform/users/re_generate_token/' });
    expect((await withKey(first.json().token, 'GET', '/api/map/devices/')).statusCode).toBe(401);
    const list = (await c.inject({ method: 'GET', url: '/api/platform/api_keys/' })).json();
    expect(list.map((k: { status: string; scopes: string[] }) => [k.status, k.scopes])).toEqual([
      ['active', ['ingest', 'read']],
      ['revoked', ['ingest', 'read']],
    ]);
    expect(again.json().token).not.toBe(first.json().token);
  });
});

// Keys are kept in memory between calls (a sensor sends a batch every few seconds); every way a key
// stops must still take effect on the very next call, the cache warm.
describe('API key cache', () => {
  it('answers repeated calls without looking the key up or writing its last use again', async () => {
    const { token } = await create(admin, { name: 'warm', scopes: ['read'] });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const spy = vi.spyOn(t.db, 'query');
    try {
      expect((await readDevices(token)).statusCode).toBe(200);
      spy.mockClear();
      expect((await readDevices(token)).statusCode).toBe(200);
      const sqls = spy.mock.calls.map(([sql]) => sql);
      expect(sqls.filter((sql) => sql.includes('FROM api_keys k JOIN users u'))).toHaveLength(0);
      expect(sqls.filter((sql) => sql.includes('UPDATE api_keys'))).toHaveLength(0);
    } finally {
      spy.mockRestore();
      clock.mockRestore();
    }
  });

  it('stops a kept key at its expiry, with no write to tell it', async () => {
    // Three seconds leave room for a slow machine to create the key and use it once before its expiry.
    const expiresAt = Date.now() + 3_000;
    const { token } = await create(admin, { name: 'ends soon', scopes: ['read'], expires_at: new Date(expiresAt).toISOString() });
    expect((await readDevices(token)).statusCode).toBe(200);
    // Past the expiry but well inside the time a key is kept: only the entry's own deadline can refuse it.
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 200));
    expect((await readDevices(token)).statusCode).toBe(401);
  });
});

// Several server processes on one PostgreSQL: a key revoked through one is refused by the other once
// PostgreSQL has delivered the notice (NOTIFY), with the other's cache warm.
describe.runIf(process.env.TEST_DB === 'pg')('API key cache across processes', () => {
  let p: TwoProcesses;
  beforeAll(async () => {
    p = await twoProcesses();
  });
  afterAll(() => p.close());

  it('a key revoked through one process is refused by the other', async () => {
    const headers = await p.signedIn('admin');
    const made = await p.a.inject({
      method: 'POST',
      url: '/api/platform/api_keys/',
      headers,
      payload: { name: 'shared', scopes: ['read'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, token } = made.json() as { id: number; token: string };
    const read = () => p.b.inject({ method: 'GET', url: '/api/map/devices/', headers: { authorization: `Token ${token}` } });
    for (let i = 0; i < 3; i++) expect((await read()).statusCode).toBe(200);

    const before = p.dbB.changes!.stamp(API_KEY_TABLES);
    expect((await p.a.inject({ method: 'DELETE', url: `/api/platform/api_keys/${id}/`, headers })).statusCode).toBe(204);
    await vi.waitFor(() => expect(p.dbB.changes!.stamp(API_KEY_TABLES)).not.toBe(before), { timeout: 5000 });
    expect((await read()).statusCode).toBe(401);
  });
});
