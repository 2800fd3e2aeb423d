import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('supported_sso', () => {
  it('lists only the given company providers, empty for unknown companies, 400 for a bad uuid', async () => {
    const { rows } = await t.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM companies WHERE id = $1', [t.ids.companies.demo]);
    const other = await t.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM companies WHERE id = $1', [t.ids.companies.other]);
    await t.db.query(
      `INSERT INTO sso_providers (company_id, name, issuer, client_id, client_secret) VALUES ($1, 'keycloak', 'https://idp.example', 'c', 's')`,
      [t.ids.companies.demo],
    );
    expect((await t.anon({ method: 'GET', url: `/api/supported_sso/?company_uuid=${rows[0].uuid}` })).json()).toEqual([{ name: 'keycloak' }]);
    expect((await t.anon({ method: 'GET', url: `/api/supported_sso/?company_uuid=${other.rows[0].uuid}` })).json()).toEqual([]);
    expect((await t.anon({ method: 'GET', url: '/api/supported_sso/?company_uuid=00000000-0000-4000-8000-000000000000' })).json()).toEqual([]);
    const bad = await t.anon({ method: 'GET', url: '/api/supported_sso/?company_uuid=nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['company_uuid']);
  });
});
