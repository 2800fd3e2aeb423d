import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { startTestIdp, type TestIdp } from './test-idp.ts';
import { passThroughIdp } from './test-idp-client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { sealClientSecret } from './provider-secret.ts';

// The test app answers as http://localhost:80, which URL normalises to this redirect URI.
const CALLBACK = 'http://localhost/api/sso/callback/';

let t: TestApp;
let idp: TestIdp;
let demoUuid: string;
let otherUuid: string;
let demoProviderId: number;

const uuidOf = async (companyId: number) =>
  (await t.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM companies WHERE id = $1', [companyId])).rows[0].uuid;
const addProvider = async (companyId: number, name: string) =>
  (
    await t.db.query<{ id: number }>(
      `INSERT INTO sso_providers (company_id, name, label, issuer, client_id, client_secret_sealed) VALUES ($1, $2, 'Test IdP', $3, $4, $5) RETURNING id`,
      [companyId, name, idp.issuer, idp.clientId, sealClientSecret(t.app.env, idp.clientSecret)],
    )
  ).rows[0].id;

beforeAll(async () => {
  // The test identity provider listens on loopback over plain http, which the operator allows here.
  t = await createTestApp({ SSO_ALLOW_PRIVATE_ISSUERS: true });
  idp = await startTestIdp({ redirectUris: [CALLBACK] });
  demoUuid = await uuidOf(t.ids.companies.demo);
  otherUuid = await uuidOf(t.ids.companies.other);
  demoProviderId = await addProvider(t.ids.companies.demo, 'testidp');
  await addProvider(t.ids.companies.other, 'testidp');
});
afterAll(async () => {
  await idp?.close();
  await t.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name)?.value;
const location = (res: LightMyRequestResponse) => String(res.headers.location);

/** Anonymous sign-in up to the callback: the callback URL and this browser's binding cookie. */
async function startSignIn(login: string, companyUuid = demoUuid, redirectURL = '/dashboard/devices') {
  const start = await t.anon({
    method: 'GET',
    url: `/api/sso/start/?company_uuid=${companyUuid}&provider=testidp&redirectURL=${encodeURIComponent(redirectURL)}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(location(start));
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const callback = await passThroughIdp(authorize.href, login, CALLBACK);
  return { callback: callback.pathname + callback.search, binding: cookieOf(start, 'sso_binding')! };
}
const finish = (callback: string, cookie: string) => t.anon({ method: 'GET', url: callback, headers: { cookie } });

/** The explicit link flow of a signed-in user (docs/decisions/005-sso.md). */
async function link(client: Client, login: string) {
  const res = await client.inject({ method: 'POST', url: '/api/sso/link/', payload: { provider: 'testidp' } });
  expect(res.statusCode).toBe(200);
  const callback = await passThroughIdp(res.json().url, login, CALLBACK);
  return client.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: `${client.cookie}; sso_binding=${cookieOf(res, 'sso_binding')}` },
  });
}

describe('single sign-on with a real OpenID Connect provider', () => {
  it('links an identity, then signs in with it through the auth module session (marker sso:<provider>)', async () => {
    const operator = await t.as('operator');
    const linked = await link(operator, 'alice');
    expect(linked.statusCode).toBe(302);
    expect(location(linked)).toBe('/dashboard/settings/security');
    const mine = await operator.inject({ method: 'GET', url: '/api/sso/identities/' });
    expect(mine.json()).toEqual([expect.objectContaining({ provider: 'testidp', email: 'alice@idp.test' })]);

    const { callback, binding } = await startSignIn('alice');
    const done = await finish(callback, `sso_binding=${binding}`);
    expect(done.statusCode).toBe(302);
    expect(location(done)).toBe('/auth/sso?redirectURL=%2Fdashboard%2Fdevices');
    const session = cookieOf(done, 'sessionid');
    expect(session).toBeTruthy();
    const me = await t.anon({ method: 'GET', url: '/api/platform/users/me/', headers: { cookie: `sessionid=${session}` } });
    expect(me.json()).toMatchObject({ auth_user: { username: 'operator' }, sign_in_method: 'sso:testidp' });
  });

  it('refuses a wrong state and a callback from another browser, opening no session', async () => {
    const { callback, binding } = await startSignIn('alice');
    const wrong = callback.replace(/state=[^&]+/, 'state=forged-state-value');
    const bad = await finish(wrong, `sso_binding=${binding}`);
    expect(location(bad)).toBe('/auth/sign-in?sso_error=state');
    expect(cookieOf(bad, 'sessionid')).toBeUndefined();

    const second = await startSignIn('alice');
    const elsewhere = await finish(second.callback, 'sso_binding=another-browsers-binding-value-000000000000000');
    expect(location(elsewhere)).toBe('/auth/sign-in?sso_error=state');
    expect(cookieOf(elsewhere, 'sessionid')).toBeUndefined();
  });

  it('accepts a callback once: a replay is refused', async () => {
    const { callback, binding } = await startSignIn('alice');
    const first = await finish(callback, `sso_binding=${binding}`);
    expect(cookieOf(first, 'sessionid')).toBeTruthy();
    const replay = await finish(callback, `sso_binding=${binding}`);
    expect(location(replay)).toBe('/auth/sign-in?sso_error=state');
    expect(cookieOf(replay, 'sessionid')).toBeUndefined();
  });

  it('refuses an unlinked subject even when its verified e-mail is a user’s address', async () => {
    await t.db.query(`UPDATE users SET email = 'viewer-sso@idp.test' WHERE username = 'viewer'`);
    const { callback, binding } = await startSignIn('viewer-sso');
    const res = await finish(callback, `sso_binding=${binding}`);
    expect(location(res)).toBe('/auth/sign-in?sso_error=unlinked');
    expect(cookieOf(res, 'sessionid')).toBeUndefined();
  });

  it('does not accept a subject linked at one company through another company’s provider', async () => {
    const { callback, binding } = await startSignIn('alice', otherUuid);
    const res = await finish(callback, `sso_binding=${binding}`);
    expect(location(res)).toBe('/auth/sign-in?sso_error=unlinked');
    expect(cookieOf(res, 'sessionid')).toBeUndefined();
  });

  it('never moves a linked subject to another user, and a link must finish in the session that started it', async () => {
    const viewer = await t.as('viewer');
    expect(location(await link(viewer, 'alice'))).toBe('/dashboard/settings/security?sso_error=linked_elsewhere');

    const start = await viewer.inject({ method: 'POST', url: '/api/sso/link/', payload: { provider: 'testidp' } });
    const callback = await passThroughIdp(start.json().url, 'victor', CALLBACK);
    const operator = await t.as('operator');
    const hijack = await operator.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: `${operator.cookie}; sso_binding=${cookieOf(start, 'sso_binding')}` },
    });
    expect(location(hijack)).toBe('/dashboard/settings/security?sso_error=state');
    expect((await t.db.query(`SELECT 1 FROM sso_identities WHERE subject = 'victor'`)).rows).toHaveLength(0);
  });

  it('keeps only same-origin return paths, and sends unknown providers back with a reason', async () => {
    const start = await t.anon({
      method: 'GET',
      url: `/api/sso/start/?company_uuid=${demoUuid}&provider=testidp&redirectURL=${encodeURIComponent('//evil.example/x')}`,
    });
    const callback = await passThroughIdp(location(start), 'alice', CALLBACK);
    const done = await finish(callback.pathname + callback.search, `sso_binding=${cookieOf(start, 'sso_binding')}`);
    expect(location(done)).toBe('/auth/sso?redirectURL=%2Fdashboard%2Fmain%2Fmap');

    const unknown = await t.anon({ method: 'GET', url: `/api/sso/start/?company_uuid=${demoUuid}&provider=nope` });
    expect(location(unknown)).toBe('/auth/sign-in?sso_error=provider');
    const bad = await t.anon({ method: 'GET', url: '/api/sso/start/?company_uuid=nope&provider=testidp' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['company_uuid']);
  });

  it.each([
    ['/dashboard/../..//evil.example', '/dashboard/main/map'],
    ['/dashboard/%2e%2e/%2e%2e//evil.example', '/dashboard/main/map'],
    ['/dashboard/..\\..\\evil.example', '/dashboard/main/map'],
    ['/%2F%2Fevil.example', '/dashboard/main/map'],
    ['/\t/evil.example', '/dashboard/main/map'],
    ['/dashboard/links/../devices?x=1', '/dashboard/devices?x=1'],
  ])('sends a signed-in browser starting sign-on with %j to the same-origin path %j', async (redirectURL, expected) => {
    const operator = await t.as('operator');
    // Any company's uuid will do: a signed-in browser is sent on at once.
    const res = await operator.inject({
      method: 'GET',
      url: `/api/sso/start/?company_uuid=${otherUuid}&provider=testidp&redirectURL=${encodeURIComponent(redirectURL)}`,
    });
    expect(res.statusCode).toBe(302);
    expect(location(res)).toBe(expected);
  });

  it('stores the normalised same-origin path for after sign-on and for a link', async () => {
    const start = await t.anon({
      method: 'GET',
      url: `/api/sso/start/?company_uuid=${demoUuid}&provider=testidp&redirectURL=${encodeURIComponent('/dashboard/../..//evil.example')}`,
    });
    const state = new URL(location(start)).searchParams.get('state');
    const stored = async (s: string | null) =>
      (await t.db.query<{ return_to: string }>('SELECT return_to FROM sso_login_states WHERE state_hash = $1', [sha256(s ?? '')])).rows[0]
        ?.return_to;
    expect(await stored(state)).toBe('/dashboard/main/map');
    const operator = await t.as('operator');
    const link = await operator.inject({
      method: 'POST',
      url: '/api/sso/link/',
      payload: { provider: 'testidp', redirectURL: '/dashboard/%2e%2e//evil.example' },
    });
    expect(link.statusCode).toBe(200);
    expect(await stored(new URL(link.json().url).searchParams.get('state'))).toBe('/dashboard/settings/security');
  });

  it('link: 401 signed out, 404 for a provider of another company only, 400 naming the field', async () => {
    expect((await t.anon({ method: 'POST', url: '/api/sso/link/', payload: { provider: 'testidp' } })).statusCode).toBe(401);
    await t.db.query(
      `INSERT INTO sso_providers (company_id, name, issuer, client_id, client_secret_sealed) VALUES ($1, 'onlyother', $2, 'c', $3)`,
      [t.ids.companies.other, idp.issuer, sealClientSecret(t.app.env, 's')],
    );
    const operator = await t.as('operator');
    expect((await operator.inject({ method: 'POST', url: '/api/sso/link/', payload: { provider: 'onlyother' } })).statusCode).toBe(404);
    const bad = await operator.inject({ method: 'POST', url: '/api/sso/link/', payload: { provider: 'Not A Name!' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['provider']);
  });

  it('with private issuers allowed, an admin adds a loopback provider; an `env:NAME` secret is sent as written', async () => {
    // Were `env:NAME` expanded, the provider would receive this value and refuse the client.
    process.env.ROADLENS_SSO_TEST_SECRET = 'value-from-the-server-environment';
    const literal = await startTestIdp({ redirectUris: [CALLBACK], clientSecret: 'env:ROADLENS_SSO_TEST_SECRET' });
    try {
      const admin = await t.as('admin');
      const created = await admin.inject({
        method: 'POST',
        url: '/api/platform/sso_providers/',
        payload: {
          name: 'envlit',
          label: 'Literal',
          issuer: literal.issuer,
          client_id: literal.clientId,
          client_secret: 'env:ROADLENS_SSO_TEST_SECRET',
        },
      });
      expect(created.statusCode).toBe(201);
      const start = await t.anon({ method: 'GET', url: `/api/sso/start/?company_uuid=${demoUuid}&provider=envlit` });
      expect(new URL(location(start)).origin).toBe(literal.issuer);
      const callback = await passThroughIdp(location(start), 'nobody-linked', CALLBACK);
      const done = await finish(callback.pathname + callback.search, `sso_binding=${cookieOf(start, 'sso_binding')}`);
      // The code exchange succeeded (the subject is simply not linked); a refused client would read `failed`.
      expect(location(done)).toBe('/auth/sign-in?sso_error=unlinked');
    } finally {
      delete process.env.ROADLENS_SSO_TEST_SECRET;
      await literal.close();
    }
  });

  it('supported_sso lists the enabled providers with their labels', async () => {
    const res = await t.anon({ method: 'GET', url: `/api/supported_sso/?company_uuid=${demoUuid}` });
    expect(res.json()).toEqual([
      { name: 'envlit', label: 'Literal' },
      { name: 'testidp', label: 'Test IdP' },
    ]);
    expect(demoProviderId).toBeGreaterThan(0);
  });
});
