import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { totpFor } from './totp.ts';
import { LOGIN_LIMITS } from './login-attempts.queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test signs in from its own address so the per-IP limit of one test does not leak into another. */
const freshIp = () => `10.0.0.${++ipSeq}`;
const login = (form: Record<string, string>, ip: string) =>
  t.anon({ method: 'POST', url: '/api/login/', payload: form, remoteAddress: ip });
const cookiesOf = (res: { cookies: Array<{ name: string; value: string }> }) => Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

/** Enrols two-factor through the API and returns the secret the authenticator app would hold. */
async function enrol(username: string): Promise<string> {
  const c = await t.as(username);
  const qr = await c.inject({ method: 'GET', url: '/api/platform/users/generate_two_fa_qr_code/' });
  expect(qr.statusCode).toBe(200);
  expect(qr.json().qr_code).toMatch(/^data:image\/png;base64,/);
  const secret = new URL(qr.json().otpauth_url).searchParams.get('secret')!;
  const code = totpFor(secret, username).generate();
  expect((await c.inject({ method: 'GET', url: `/api/platform/users/verify_qr_code/?code=${code}` })).json()).toEqual({ valid: true });
  const on = await c.inject({ method: 'POST', url: '/api/platform/users/update_two_fa/', payload: { enabled: true, code } });
  expect(on.statusCode).toBe(200);
  return secret;
}

describe('two-factor sign-in', () => {
  it('asks for the code without a session, accepts it once and refuses the replay', async () => {
    const secret = await enrol('operator');
    const ip = freshIp();
    const first = await login({ username: 'operator', password: TEST_PASSWORD }, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ check_qr: true });
    expect(cookiesOf(first).sessionid).toBeUndefined();

    // The enrolment used the current step; the next step's code is within the drift window.
    const code = totpFor(secret, 'operator').generate({ timestamp: Date.now() + 30_000 });
    const second = await login({ username: 'operator', password: TEST_PASSWORD, check_tfa: code }, ip);
    expect(second.statusCode).toBe(200);
    expect(cookiesOf(second).sessionid).toBeTruthy();

    await login({ username: 'operator', password: TEST_PASSWORD }, ip);
    const replay = await login({ username: 'operator', password: TEST_PASSWORD, check_tfa: code }, ip);
    expect(replay.statusCode).toBe(400);
    expect(Object.keys(replay.json())).toEqual(['check_tfa']);
    expect(cookiesOf(replay).sessionid).toBeUndefined();
  });

  it('ends the pending step after five wrong codes', async () => {
    const secret = await enrol('port');
    // Wrong codes also count against the account; start from a clean count.
    await t.db.query('DELETE FROM login_attempts');
    const ip = freshIp();
    expect((await login({ username: 'port', password: TEST_PASSWORD }, ip)).json()).toEqual({ check_qr: true });
    const right = totpFor(secret, 'port').generate({ timestamp: Date.now() + 30_000 });
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await login({ username: 'port', password: TEST_PASSWORD, check_tfa: wrong }, ip);
      expect(res.statusCode).toBe(i === 5 ? 400 : 400);
      if (i === 5) expect(res.json().check_tfa[0]).toMatch(/Too many wrong codes/);
    }
    // The step is gone: even the right code needs a new password step first.
    await t.db.query('DELETE FROM login_attempts');
    const after = await login({ username: 'port', password: TEST_PASSWORD, check_tfa: right }, ip);
    expect(after.statusCode).toBe(400);
    expect(after.json().check_tfa[0]).toMatch(/expired/);
  });
});

describe('failed sign-in limits', () => {
  it(`locks an account after ${LOGIN_LIMITS.perAccount} failures, with the same reply for unknown names`, async () => {
    for (const username of ['viewer', 'nobody-at-all']) {
      const bodies = new Set<string>();
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
        const res = await login({ username, password: 'wrong-password' }, freshIp());
        expect(res.statusCode).toBe(400);
        bodies.add(res.body);
      }
      expect([...bodies]).toEqual(['{"non_field_errors":["Unable to log in with provided credentials."]}']);
      const locked = await login({ username, password: username === 'viewer' ? TEST_PASSWORD : 'x' }, freshIp());
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe(String(LOGIN_LIMITS.windowMinutes * 60));
    }
  });

  it(`limits one address to ${LOGIN_LIMITS.perIp} failures across accounts`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      expect((await login({ username: `guess-${i}`, password: 'x' }, ip)).statusCode).toBe(400);
    }
    expect((await login({ username: 'staff', password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    expect((await login({ username: 'staff', password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });
});

describe('API keys', () => {
  it('shows a key once, stores only its hash, regenerates it and refuses key-authenticated callers', async () => {
    const c = await t.as('viewer');
    const first = await c.inject({ method: 'GET', url: '/api/platform/users/generate_token/' });
    expect(first.statusCode).toBe(200);
    const { token } = first.json();
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE user_id = $1', [c.userId]);
    expect(stored.rows[0].key_hash).not.toContain(token);
    expect((await c.inject({ method: 'GET', url: '/api/platform/users/generate_token/' })).statusCode).toBe(400);

    const byKey = await t.app.inject({ method: 'GET', url: '/api/platform/users/me/', headers: { authorization: `Token ${token}` } });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().sign_in_method).toBe('token');
    const keyMints = await t.app.inject({ method: 'POST', url: '/api/platform/users/re_generate_token/', headers: { authorization: `Token ${token}` } });
    expect(keyMints.statusCode).toBe(403);

    const again = await c.inject({ method: 'POST', url: '/api/platform/users/re_generate_token/' });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).not.toBe(token);
    const old = await t.app.inject({ method: 'GET', url: '/api/platform/users/me/', headers: { authorization: `Token ${token}` } });
    expect(old.statusCode).toBe(401);
    expect((await t.anon({ method: 'POST', url: '/api/platform/users/re_generate_token/' })).statusCode).toBe(401);
  });
});

describe('two-factor settings', () => {
  it('names the bad code field and needs a QR code first', async () => {
    const c = await t.as('here');
    const bad = await c.inject({ method: 'POST', url: '/api/platform/users/update_two_fa/', payload: { enabled: true, code: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['code']);
    const none = await c.inject({ method: 'POST', url: '/api/platform/users/update_two_fa/', payload: { enabled: true, code: '123456' } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: ['Generate a QR code first.'] });
    expect((await t.anon({ method: 'GET', url: '/api/platform/users/generate_two_fa_qr_code/' })).statusCode).toBe(401);
  });
});
