import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The reset mail is written after the reply; wait for it to land in the outbox. */
async function resetLink(email: string): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
      email,
    ]);
    const m = rows[0] && /(http\S+reset-password\S+)/.exec(rows[0].body);
    if (m) return new URL(m[1]);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no reset mail');
}
const emailOf = async (username: string) =>
  (await t.db.query<{ email: string }>('SELECT email FROM users WHERE username = $1', [username])).rows[0].email;
const signIn = (username: string, password: string) =>
  t.anon({
    method: 'POST',
    url: '/api/login/',
    payload: { username, password },
    remoteAddress: `10.1.0.${Math.floor(Math.random() * 250)}`,
  });

describe('password reset', () => {
  it('answers the same body for known and unknown addresses', async () => {
    const known = await t.anon({ method: 'POST', url: '/api/auth/password/reset/', payload: { email: await emailOf('viewer') } });
    const unknown = await t.anon({ method: 'POST', url: '/api/auth/password/reset/', payload: { email: 'nobody@nowhere.example' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
  });

  it('names a bad e-mail field', async () => {
    const res = await t.anon({ method: 'POST', url: '/api/auth/password/reset/', payload: { email: 'not-an-address' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['email']);
  });

  it('resets once with the mailed token, ends sessions, and refuses reuse', async () => {
    const email = await emailOf('operator');
    const before = await t.as('operator');
    await t.anon({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
    const link = await resetLink(email);
    expect(link.pathname).toBe('/auth/reset-password');
    const body = {
      uid: link.searchParams.get('uid')!,
      token: link.searchParams.get('token')!,
      new_password1: 'brand-new-pass-1',
      new_password2: 'brand-new-pass-1',
    };

    const mismatch = await t.anon({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { ...body, new_password2: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json())).toEqual(['new_password2']);
    const wrongUser = await t.anon({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { ...body, uid: String(t.ids.users.viewer) },
    });
    expect(wrongUser.statusCode).toBe(400);
    expect(Object.keys(wrongUser.json())).toEqual(['token']);

    const ok = await t.anon({ method: 'POST', url: '/api/auth/password/reset/confirm/', payload: body });
    expect(ok.statusCode).toBe(200);
    expect((await before.inject({ method: 'GET', url: '/api/platform/users/me/' })).statusCode).toBe(401);
    expect((await signIn('operator', 'brand-new-pass-1')).statusCode).toBe(200);
    const again = await t.anon({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { ...body, new_password1: 'third-pass-33', new_password2: 'third-pass-33' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const email = await emailOf('norole');
    await t.anon({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
    const link = await resetLink(email);
    await t.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const res = await t.anon({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        new_password1: 'brand-new-pass-2',
        new_password2: 'brand-new-pass-2',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('needs the old password, keeps this session and ends the others', async () => {
    const here = await t.as('here');
    const elsewhere = await t.as('here');
    const wrong = await here.inject({
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: 'nope', new_password1: 'changed-pass-1', new_password2: 'changed-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['old_password']);
    const short = await here.inject({
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: TEST_PASSWORD, new_password1: 'x', new_password2: 'x' },
    });
    expect(Object.keys(short.json())).toEqual(['new_password1']);
    const ok = await here.inject({
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: TEST_PASSWORD, new_password1: 'changed-pass-1', new_password2: 'changed-pass-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await here.inject({ method: 'GET', url: '/api/platform/users/me/' })).statusCode).toBe(200);
    expect((await elsewhere.inject({ method: 'GET', url: '/api/platform/users/me/' })).statusCode).toBe(401);
    const anon = await t.anon({
      method: 'POST',
      url: '/api/auth/password/change/',
      payload: { old_password: 'changed-pass-1', new_password1: 'x-pass-9999', new_password2: 'x-pass-9999' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
