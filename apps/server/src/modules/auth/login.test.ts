import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { totpFor } from './totp.ts';
import { addressKey, LOGIN_LIMITS } from './login-attempts.queries.ts';

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
const cookiesOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

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
  const BAD = '{"non_field_errors":["Unable to log in with provided credentials."]}';
  /** Moves every recorded failure of this address back in time, as if that many seconds had passed. */
  const wait = (ip: string, seconds: number) =>
    t.db.query(`UPDATE login_attempts SET created_at = created_at - make_interval(secs => $2) WHERE ip = $1`, [ip, seconds]);
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it(`slows one account at one address after ${LOGIN_LIMITS.perPair} failures, the same for unknown names, while the owner signs in from elsewhere`, async () => {
    for (const username of ['viewer', 'nobody-at-all']) {
      const ip = freshIp();
      const bodies = new Set<string>();
      for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
        const res = await login({ username, password: 'wrong-password' }, ip);
        expect(res.statusCode).toBe(400);
        bodies.add(res.body);
      }
      expect([...bodies]).toEqual([BAD]);
      const locked = await login({ username, password: username === 'viewer' ? TEST_PASSWORD : 'x' }, ip);
      expect(locked.statusCode).toBe(429);
      expect(retryAfter(locked)).toBeGreaterThan(50);
      expect(retryAfter(locked)).toBeLessThanOrEqual(60);
    }
    // Someone else's failures do not lock the owner out: the right password from another address works.
    expect((await login({ username: 'viewer', password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('makes each wait longer than the last, up to 15 minutes, and lets the right password through once the wait is over', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) await login({ username: 'other', password: 'wrong' }, ip);
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const locked = await login({ username: 'other', password: 'wrong' }, ip);
      expect(locked.statusCode).toBe(429);
      waits.push(retryAfter(locked));
      await wait(ip, retryAfter(locked) + 1);
      expect((await login({ username: 'other', password: 'wrong' }, ip)).statusCode).toBe(400);
    }
    expect(waits.map((w) => Math.round(w / 60))).toEqual([1, 2, 4, 8, 15, 15]);
    await wait(ip, LOGIN_LIMITS.maxDelaySeconds + 1);
    const ok = await login({ username: 'other', password: TEST_PASSWORD }, ip);
    expect(ok.statusCode).toBe(200);
    // Success clears this pair only.
    expect((await t.db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE ip = $1`, [ip])).rows[0]).toEqual({ n: 0 });
  });

  it(`slows one address after ${LOGIN_LIMITS.perAddress} failures across accounts, not other addresses`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login({ username: `guess-${i}`, password: 'x' }, ip)).statusCode).toBe(400);
    }
    const locked = await login({ username: 'staff', password: TEST_PASSWORD }, ip);
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeLessThanOrEqual(60);
    expect((await login({ username: 'staff', password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('writes every failed sign-in to the audit, which staff read by name or address', async () => {
    const ip = freshIp();
    await t.anon({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'Viewer', password: 'nope' },
      remoteAddress: ip,
      headers: { 'user-agent': 'audit-test/1.0' },
    });
    await login({ username: 'no-such-person', password: 'nope' }, ip);
    const { rows } = await t.db.query('SELECT username, user_id, ip, user_agent, reason FROM login_audit WHERE ip = $1 ORDER BY id', [ip]);
    expect(rows).toEqual([
      { username: 'Viewer', user_id: t.ids.users.viewer, ip, user_agent: 'audit-test/1.0', reason: 'bad_password' },
      { username: 'no-such-person', user_id: null, ip, user_agent: expect.any(String), reason: 'unknown_user' },
    ]);

    const staff = await t.as('staff');
    const byAddress = await staff.inject({ method: 'GET', url: `/api/platform/login_audit/?address=${ip}` });
    expect(byAddress.statusCode).toBe(200);
    expect(byAddress.json()).toMatchObject({
      count: 2,
      results: [
        { username: 'no-such-person', reason: 'unknown_user' },
        { username: 'Viewer', address: ip },
      ],
    });
    const byName = await staff.inject({ method: 'GET', url: '/api/platform/login_audit/?username=viewer&page_size=1' });
    expect(byName.json().results).toHaveLength(1);
    expect(byName.json().results[0].username.toLowerCase()).toBe('viewer');
    expect(byName.json().count).toBeGreaterThan(1);
    expect(byName.json().next).toContain('page=2');
    const throttled = await t.db.query(`SELECT count(*)::int AS n FROM login_audit WHERE reason = 'throttled'`);
    expect(throttled.rows[0].n).toBeGreaterThan(0);

    expect((await (await t.as('viewer')).inject({ method: 'GET', url: '/api/platform/login_audit/' })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: '/api/platform/login_audit/' })).statusCode).toBe(401);
    const bad = await staff.inject({ method: 'GET', url: '/api/platform/login_audit/?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['page']);
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

    // A key reads data; it never acts as its user on account routes.
    const byKey = await t.app.inject({ method: 'GET', url: '/api/map/devices/', headers: { authorization: `Token ${token}` } });
    expect(byKey.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/platform/users/me/', headers: { authorization: `Token ${token}` } })).statusCode,
    ).toBe(403);
    const keyMints = await t.app.inject({
      method: 'POST',
      url: '/api/platform/users/re_generate_token/',
      headers: { authorization: `Token ${token}` },
    });
    expect(keyMints.statusCode).toBe(403);

    const again = await c.inject({ method: 'POST', url: '/api/platform/users/re_generate_token/' });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).not.toBe(token);
    const old = await t.app.inject({ method: 'GET', url: '/api/map/devices/', headers: { authorization: `Token ${token}` } });
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
