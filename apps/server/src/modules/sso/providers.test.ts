import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { openClientSecret, sealLegacySecrets } from './provider-secret.ts';

// The operator has not allowed private issuers here (the default).
let t: TestApp;
let trap: Server;
let trapPort: number;
let trapConnections = 0;
beforeAll(async () => {
  t = await createTestApp();
  // Stands where a forged issuer points: any connection to it means the check failed.
  trap = createServer((s) => {
    trapConnections++;
    s.destroy();
  });
  await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => trap.close(() => r()));
  await t.close();
});

const SECRET = 'super-secret-client-value';
const body = { name: 'corp', label: 'Corp login', issuer: 'https://idp.example/', client_id: 'roadlens', client_secret: SECRET };
const sealedOf = async (id: number) =>
  (
    await t.db.query<{ client_secret_sealed: string | null; legacy_client_secret: string | null }>(
      'SELECT client_secret_sealed, legacy_client_secret FROM sso_providers WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('SSO provider settings', () => {
  it('creates, lists, reads and changes a provider without ever answering its secret; the secret is stored sealed', async () => {
    const admin = await t.as('admin');
    const created = await admin.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'corp',
      issuer: 'https://idp.example',
      redirect_uri: 'http://localhost/api/sso/callback/',
      linked_users: 0,
      client_secret_set: true,
    });
    const id = created.json().id as number;
    const list = await admin.inject({ method: 'GET', url: '/api/platform/sso_providers/' });
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['corp']);
    const one = await admin.inject({ method: 'GET', url: `/api/platform/sso_providers/${id}/` });
    expect(one.json()).toMatchObject({ id, client_secret_set: true });
    const patched = await admin.inject({
      method: 'PATCH',
      url: `/api/platform/sso_providers/${id}/`,
      payload: { label: 'Corp', client_secret: 'rotated-secret-value' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ label: 'Corp', client_secret_set: true });
    for (const res of [created, list, one, patched]) {
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('rotated-secret-value');
      expect(res.body).not.toContain('client_secret"');
    }
    const stored = await sealedOf(id);
    expect(stored.client_secret_sealed).not.toContain('rotated-secret-value');
    expect(openClientSecret(t.app.env, stored.client_secret_sealed!)).toBe('rotated-secret-value');
    // A PATCH without a secret keeps the stored one.
    await admin.inject({ method: 'PATCH', url: `/api/platform/sso_providers/${id}/`, payload: { enabled: false } });
    expect(openClientSecret(t.app.env, (await sealedOf(id)).client_secret_sealed!)).toBe('rotated-secret-value');

    const dup = await admin.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: body });
    expect(dup.statusCode).toBe(400);
    expect(Object.keys(dup.json())).toEqual(['name']);
  });

  it('stores `env:NAME` as the literal secret and never reads the server’s environment', async () => {
    const admin = await t.as('admin');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/platform/sso_providers/',
      payload: { ...body, name: 'envtrick', client_secret: 'env:DATABASE_URL' },
    });
    expect(res.statusCode).toBe(201);
    const stored = await sealedOf(res.json().id);
    expect(openClientSecret(t.app.env, stored.client_secret_sealed!)).toBe('env:DATABASE_URL');
    expect(res.body).not.toContain('DATABASE_URL');
    // What the token endpoint receives is checked end to end in sso.test.ts.
  });

  it('refuses private, local and plain-http issuers at save time, naming the issuer', async () => {
    const admin = await t.as('admin');
    const bad = [
      'https://127.0.0.1/',
      'https://10.0.0.5/',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://[fc00::1]/',
      'https://localhost/',
      'https://idp.internal/',
      'http://idp.example/',
    ];
    for (const [i, issuer] of bad.entries()) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/platform/sso_providers/',
        payload: { ...body, name: `bad${i}`, issuer },
      });
      expect(res.statusCode, issuer).toBe(400);
      expect(Object.keys(res.json()), issuer).toEqual(['issuer']);
    }
    const mine = (await admin.inject({ method: 'GET', url: '/api/platform/sso_providers/' })).json()[0].id as number;
    const patch = await admin.inject({
      method: 'PATCH',
      url: `/api/platform/sso_providers/${mine}/`,
      payload: { issuer: 'https://localhost:8443/' },
    });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json())).toEqual(['issuer']);
  });

  it('checks the address again when it fetches: a stored issuer on a private address is never called', async () => {
    const { rows } = await t.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM companies WHERE id = $1', [t.ids.companies.demo]);
    for (const [name, issuer] of [
      ['forged1', `https://localhost:${trapPort}`],
      ['forged2', `https://127.0.0.1:${trapPort}`],
      ['forged3', `http://idp.example:${trapPort}`],
    ]) {
      await t.db.query(
        `INSERT INTO sso_providers (company_id, name, issuer, client_id, legacy_client_secret) VALUES ($1, $2, $3, 'c', 's')`,
        [t.ids.companies.demo, name, issuer],
      );
      await sealLegacySecrets(t.db, t.app.env);
      const start = await t.anon({ method: 'GET', url: `/api/sso/start/?company_uuid=${rows[0].uuid}&provider=${name}` });
      expect(start.statusCode, issuer).toBe(302);
      expect(String(start.headers.location), issuer).toBe('/auth/sign-in?sso_error=provider');
    }
    expect(trapConnections).toBe(0);
  });

  it('seals secrets stored in plain text before sealing existed, and clears the plain text', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO sso_providers (company_id, name, issuer, client_id, legacy_client_secret) VALUES ($1, 'legacy', 'https://idp.example', 'c', 'old-plain-secret') RETURNING id`,
      [t.ids.companies.demo],
    );
    expect(await sealLegacySecrets(t.db, t.app.env)).toBe(1);
    const stored = await sealedOf(rows[0].id);
    expect(stored.legacy_client_secret).toBeNull();
    expect(stored.client_secret_sealed).not.toContain('old-plain-secret');
    expect(openClientSecret(t.app.env, stored.client_secret_sealed!)).toBe('old-plain-secret');
  });

  it('names the bad field', async () => {
    const admin = await t.as('admin');
    for (const [field, value] of [
      ['issuer', 'not a url'],
      ['name', 'Has Spaces'],
      ['scopes', 'email profile'],
    ] as const) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/platform/sso_providers/',
        payload: { ...body, name: 'x1', [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
  });

  it('401 signed out, 403 without the company-settings permission or with an API key', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/platform/sso_providers/' })).statusCode).toBe(401);
    const operator = await t.as('operator');
    expect((await operator.inject({ method: 'GET', url: '/api/platform/sso_providers/' })).statusCode).toBe(403);
    expect(
      (await operator.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: { ...body, name: 'op' } })).statusCode,
    ).toBe(403);
    const admin = await t.as('admin');
    const key = (await admin.inject({ method: 'POST', url: '/api/platform/users/re_generate_token/' })).json().token as string;
    const byKey = await t.app.inject({ method: 'GET', url: '/api/platform/sso_providers/', headers: { authorization: `Token ${key}` } });
    expect(byKey.statusCode).toBe(403);
  });

  it('another company’s provider id answers 404 and stays', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO sso_providers (company_id, name, issuer, client_id) VALUES ($1, 'theirs', 'https://idp.other', 'c') RETURNING id`,
      [t.ids.companies.other],
    );
    const admin = await t.as('admin');
    expect((await admin.inject({ method: 'GET', url: `/api/platform/sso_providers/${rows[0].id}/` })).statusCode).toBe(404);
    expect(
      (await admin.inject({ method: 'PATCH', url: `/api/platform/sso_providers/${rows[0].id}/`, payload: { label: 'x' } })).statusCode,
    ).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url: `/api/platform/sso_providers/${rows[0].id}/` })).statusCode).toBe(404);
    expect((await t.db.query('SELECT label FROM sso_providers WHERE id = $1', [rows[0].id])).rows).toEqual([{ label: null }]);
    const mine = (await admin.inject({ method: 'GET', url: '/api/platform/sso_providers/' })).json()[0].id as number;
    expect((await admin.inject({ method: 'DELETE', url: `/api/platform/sso_providers/${mine}/` })).statusCode).toBe(204);
  });
});
