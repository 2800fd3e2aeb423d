import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORD, type Client, type TestApp } from '../../testing/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';
import { twoProcesses, type TwoProcesses } from '../../testing/two-processes.ts';
import { SESSION_TABLES } from './session-cache.ts';

// The session cache answers most requests without the database; every way a session ends or its
// rights change must still take effect on the very next request, the cache warm.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (c: Client) => c.inject({ method: 'GET', url: '/api/platform/users/me/' });
const devices = (c: Client) => c.inject({ method: 'GET', url: '/api/map/devices/' });
/** Requests enough to be sure the caller is cached (the first one puts it there). */
async function warm(c: Client, get = me) {
  for (let i = 0; i < 3; i++) expect((await get(c)).statusCode).toBe(200);
}
/** The stored id of a client's session: the hash of its cookie. */
const sessionId = (c: Client) => sha256(c.cookie.split(';')[0].replace('sessionid=', ''));
const groupOf = async (name: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM groups WHERE company_id = $1 AND name = $2', [t.ids.companies.demo, name])).rows[0].id;

describe('session cache', () => {
  it('answers a repeated request without looking the session up again', async () => {
    // The clock held still: on a loaded machine the first answer could otherwise age past its bound.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const spy = vi.spyOn(t.db, 'query');
    try {
      const c = await t.as('viewer');
      expect((await me(c)).statusCode).toBe(200);
      spy.mockClear();
      expect((await me(c)).statusCode).toBe(200);
      expect(spy.mock.calls.filter(([sql]) => sql.includes('FROM sessions s JOIN users u'))).toHaveLength(0);
    } finally {
      spy.mockRestore();
      clock.mockRestore();
    }
  });

  it('signing out ends the session on the next request', async () => {
    const c = await t.as('viewer');
    await warm(c);
    expect((await c.inject({ method: 'POST', url: '/api/logout/' })).statusCode).toBe(200);
    expect((await me(c)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions on their next request and keeps this one', async () => {
    const keep = await t.as('staff');
    const other = await t.as('staff');
    await warm(keep);
    await warm(other);
    const res = await keep.inject({
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: TEST_PASSWORD, new_password1: 'Lantern-orbit-7-quiet', new_password2: 'Lantern-orbit-7-quiet' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(keep)).statusCode).toBe(200);
  });

  it('disabling a user ends their sessions on the next request', async () => {
    const admin = await t.as('admin');
    const c = await t.as('terminal');
    await warm(c);
    const res = await admin.inject({ method: 'PATCH', url: `/api/platform/users/${c.userId}/`, payload: { is_active: false } });
    expect(res.statusCode).toBe(200);
    expect((await me(c)).statusCode).toBe(401);
  });

  it("a role change (the user's role, or the role's permissions) applies on the next request", async () => {
    const admin = await t.as('admin');
    const operator = await t.as('operator');
    const viewer = await t.as('viewer');
    await warm(operator, devices);
    await warm(viewer, devices);

    const norole = await admin.inject({ method: 'PATCH', url: `/api/platform/users/${operator.userId}/`, payload: { group: null } });
    expect(norole.statusCode).toBe(200);
    expect((await devices(operator)).statusCode).toBe(403);

    const role = await admin.inject({
      method: 'POST',
      url: '/api/platform/users/company_permissions/',
      payload: { group: await groupOf('Viewer'), permissions: ['Platform|view_map'] },
    });
    expect(role.statusCode).toBe(200);
    expect((await devices(viewer)).statusCode).toBe(403);
    expect((await me(viewer)).statusCode).toBe(200);
  });

  it('sees writes made outside any route: expiry, idle time and deletion set on the database directly', async () => {
    const expired = await t.as('norole');
    const idle = await t.as('norole');
    const deleted = await t.as('norole');
    for (const c of [expired, idle, deleted]) await warm(c);

    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sessionId(expired)]);
    expect((await me(expired)).statusCode).toBe(401);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '30 days' WHERE id = $1`, [sessionId(idle)]);
    expect((await me(idle)).statusCode).toBe(401);
    await t.db.transaction(async (tx) => {
      await tx.query('DELETE FROM sessions WHERE id = $1', [sessionId(deleted)]);
    });
    expect((await me(deleted)).statusCode).toBe(401);
  });

  it('keeps last-seen current while it answers from memory, so an active session does not go idle', async () => {
    const c = await t.as('norole');
    const id = sessionId(c);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE id = $1`, [id]);
    await warm(c);
    const { rows } = await t.db.query<{ age: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::float8 AS age FROM sessions WHERE id = $1',
      [id],
    );
    expect(rows[0].age).toBeLessThan(60);
  });
});

// Several server processes on one PostgreSQL: a session ended through one is refused by the other
// once PostgreSQL has delivered the notice (NOTIFY), with the other's cache warm.
describe.runIf(process.env.TEST_DB === 'pg')('session cache across processes', () => {
  let p: TwoProcesses;
  beforeAll(async () => {
    p = await twoProcesses();
  });
  afterAll(() => p.close());

  it('signing out through one process is refused by the other', async () => {
    const headers = await p.signedIn('viewer');
    const getMe = () => p.b.inject({ method: 'GET', url: '/api/platform/users/me/', headers });
    for (let i = 0; i < 3; i++) expect((await getMe()).statusCode).toBe(200);

    const before = p.dbB.changes!.stamp(SESSION_TABLES);
    expect((await p.a.inject({ method: 'POST', url: '/api/logout/', headers })).statusCode).toBe(200);
    await vi.waitFor(() => expect(p.dbB.changes!.stamp(SESSION_TABLES)).not.toBe(before), { timeout: 5000 });
    expect((await getMe()).statusCode).toBe(401);
  });
});
