// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { call, useMockServer as startMockServer } from '../../shared/testing/mock-server.ts';
import { MOCK_CREDENTIALS } from '../credentials.ts';
import { AuthReply } from '../model.ts';
import { mockUser } from './data.ts';
import { AUTH_DELAYS, mockAuthHandlers } from './handlers.ts';
import { decodeClaims, signToken, TOKEN_ISSUER, TOKEN_LIFETIME_S, verifyToken } from './jwt.ts';

startMockServer(...mockAuthHandlers);

const timed = async <T>(path: string, body?: unknown) => {
  const started = performance.now();
  const res = await call<T>(path, { method: 'POST', body });
  return { ...res, ms: performance.now() - started };
};
const INVALID = { error: 'Invalid token', message: 'Invalid token' };

// The delays are real, so the cases run side by side.
describe.concurrent('mock auth: sign-in and unlock-session', () => {
  for (const [path, wait] of [
    ['api/auth/sign-in', AUTH_DELAYS.signIn],
    ['api/auth/unlock-session', AUTH_DELAYS.unlock],
  ] as const) {
    it(`${path} accepts only the fixed pair, after ${wait} ms`, async () => {
      const [ok, wrongPassword, wrongEmail, empty] = await Promise.all([
        timed<AuthReply>(path, MOCK_CREDENTIALS),
        timed(path, { ...MOCK_CREDENTIALS, password: 'Admin' }),
        timed(path, { ...MOCK_CREDENTIALS, email: 'someone@company.com' }),
        timed(path),
      ]);
      expect(wait).toBe(1500);
      expect(ok.status).toBe(200);
      expect(ok.ms).toBeGreaterThanOrEqual(wait - 5);
      expect(AuthReply.parse(ok.body)).toEqual({ user: mockUser, accessToken: expect.any(String), tokenType: 'bearer' });
      for (const bad of [wrongPassword, wrongEmail, empty]) {
        expect(bad).toMatchObject({ status: 404, body: false });
        expect(bad.ms).toBeGreaterThanOrEqual(wait - 5);
      }
    });
  }

  it('issues an HS256 token with the issuer label, valid for 7 days', async () => {
    const { body } = await timed<AuthReply>('api/auth/sign-in', MOCK_CREDENTIALS);
    const [header] = body.accessToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeClaims(body.accessToken)!;
    expect(claims.iss).toBe(TOKEN_ISSUER);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(TOKEN_LIFETIME_S).toBe(604800);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(10);
    expect(await verifyToken(body.accessToken)).toEqual(claims);
  });

  it('sign-up waits 1500 ms, forgot and reset password 1000 ms, and all succeed', async () => {
    const [up, forgot, reset] = await Promise.all([
      timed('api/auth/sign-up', { name: 'A', email: 'a@b.c', password: 'x', company: '', agreements: true }),
      timed('api/auth/forgot-password', { email: 'nobody@nowhere.test' }),
      timed('api/auth/reset-password', { password: 'new' }),
    ]);
    expect(up).toMatchObject({ status: 200, body: true });
    expect(up.ms).toBeGreaterThanOrEqual(1495);
    expect(forgot).toMatchObject({ status: 200, body: true });
    expect(forgot.ms).toBeGreaterThanOrEqual(995);
    expect(forgot.ms).toBeLessThan(1450);
    expect(reset).toMatchObject({ status: 200, body: true });
    expect(reset.ms).toBeGreaterThanOrEqual(995);
  });
});

describe('mock auth: sign-in-with-token', () => {
  it('accepts a token it signed and answers a fresh one', async () => {
    const token = await signToken(mockUser.id, Date.now() - 60_000);
    const { status, body } = await timed<AuthReply>('api/auth/sign-in-with-token', { accessToken: token });
    expect(status).toBe(200);
    expect(AuthReply.parse(body).user).toEqual(mockUser);
    expect(decodeClaims(body.accessToken)!.iat).toBeGreaterThan(decodeClaims(token)!.iat);
  });

  it('refuses a tampered signature or payload with 401 Invalid token', async () => {
    const token = await signToken(mockUser.id);
    const [h, p, s] = token.split('.');
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgedClaims = Buffer.from(JSON.stringify({ ...decodeClaims(token), exp: 9999999999 })).toString('base64url');
    for (const accessToken of [flipped, `${h}.${forgedClaims}.${s}`]) {
      expect(await timed('api/auth/sign-in-with-token', { accessToken })).toMatchObject({ status: 401, body: INVALID });
    }
  });

  it('refuses an expired token, garbage, a none-algorithm token and a missing token', async () => {
    const expired = await signToken(mockUser.id, Date.now() - 8 * 24 * 3600 * 1000);
    const [, p] = expired.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    for (const accessToken of [expired, 'not-a-token', 'a.b.c', none, 42, undefined]) {
      const res = await timed('api/auth/sign-in-with-token', accessToken === undefined ? {} : { accessToken });
      expect(res).toMatchObject({ status: 401, body: INVALID });
    }
  });

  it("leaves the real server's password reset and login alone", async () => {
    for (const path of ['/api/auth/password/reset/', '/api/auth/password/reset/confirm/', '/api/login/', '/api/auth/sign-in/extra']) {
      expect(await getResponse(mockAuthHandlers, new Request(new URL(path, 'http://localhost/'), { method: 'POST' }))).toBeUndefined();
    }
  });
});
