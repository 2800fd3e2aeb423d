import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = { name: 'corp', label: 'Corp login', issuer: 'https://idp.example/', client_id: 'roadlens', client_secret: 'env:CORP_SSO_SECRET' };

describe('SSO provider settings', () => {
  it('creates and lists a provider for the admin’s company, without the secret, with the redirect URI', async () => {
    const admin = await t.as('admin');
    const created = await admin.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'corp', issuer: 'https://idp.example', redirect_uri: 'http://localhost/api/sso/callback/', linked_users: 0 });
    expect(created.body).not.toContain('CORP_SSO_SECRET');
    const list = await admin.inject({ method: 'GET', url: '/api/platform/sso_providers/' });
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['corp']);
    const dup = await admin.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: body });
    expect(dup.statusCode).toBe(400);
    expect(Object.keys(dup.json())).toEqual(['name']);
  });

  it('names the bad field', async () => {
    const admin = await t.as('admin');
    for (const [field, value] of [['issuer', 'not a url'], ['name', 'Has Spaces'], ['scopes', 'email profile']] as const) {
      const res = await admin.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: { ...body, name: 'x1', [field]: value } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
  });

  it('401 signed out, 403 without the company-settings permission or with an API key', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/platform/sso_providers/' })).statusCode).toBe(401);
    const operator = await t.as('operator');
    expect((await operator.inject({ method: 'GET', url: '/api/platform/sso_providers/' })).statusCode).toBe(403);
    expect((await operator.inject({ method: 'POST', url: '/api/platform/sso_providers/', payload: { ...body, name: 'op' } })).statusCode).toBe(403);
    const admin = await t.as('admin');
    const key = (await admin.inject({ method: 'POST', url: '/api/platform/users/re_generate_token/' })).json().token as string;
    const byKey = await t.app.inject({ method: 'GET', url: '/api/platform/sso_providers/', headers: { authorization: `Token ${key}` } });
    expect(byKey.statusCode).toBe(403);
  });

  it('another company’s provider id answers 404 and stays', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO sso_providers (company_id, name, issuer, client_id, client_secret) VALUES ($1, 'theirs', 'https://idp.other', 'c', 's') RETURNING id`,
      [t.ids.companies.other],
    );
    const admin = await t.as('admin');
    expect((await admin.inject({ method: 'DELETE', url: `/api/platform/sso_providers/${rows[0].id}/` })).statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM sso_providers WHERE id = $1', [rows[0].id])).rows).toHaveLength(1);
    const mine = (await admin.inject({ method: 'GET', url: '/api/platform/sso_providers/' })).json()[0].id as number;
    expect((await admin.inject({ method: 'DELETE', url: `/api/platform/sso_providers/${mine}/` })).statusCode).toBe(204);
  });
});
