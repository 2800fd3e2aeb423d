import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { RESET_LIMITS } from './reset-limits.queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reset = (email: string, ip: string) =>
  t.anon({ method: 'POST', url: '/api/auth/password/reset/', payload: { email }, remoteAddress: ip });

/** The mail is written after the reply: wait until the outbox settles. */
async function mailsTo(email: string): Promise<number> {
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1', [email]);
    if (rows[0].n === last) return last;
    last = rows[0].n;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
}

describe('password reset limits', () => {
  it('limits per address, known or unknown alike, with no hint which one exists', async () => {
    const known = 'operator@demo.local';
    const unknown = 'nobody-here@demo.local';
    for (let i = 0; i < RESET_LIMITS.perEmail; i++) {
      expect((await reset(known, `10.2.0.${i}`)).statusCode).toBe(200);
      expect((await reset(unknown, `10.2.1.${i}`)).statusCode).toBe(200);
    }
    const k = await reset(known, '10.2.0.200');
    const u = await reset(unknown, '10.2.1.200');
    expect(k.statusCode).toBe(429);
    expect(u.statusCode).toBe(429);
    expect(k.body).toBe(u.body);
    expect(k.headers['retry-after']).toBe(String(RESET_LIMITS.windowMinutes * 60));
    // Exactly the admitted requests sent a mail; the refused one did not.
    expect(await mailsTo(known)).toBe(RESET_LIMITS.perEmail);
    // Case does not escape the limit.
    expect((await reset(known.toUpperCase(), '10.2.0.201')).statusCode).toBe(429);
  });

  it('limits per IP across addresses, and other IPs are unaffected', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < RESET_LIMITS.perIp; i++) expect((await reset(`someone${i}@x.example`, ip)).statusCode).toBe(200);
    expect((await reset('fresh@x.example', ip)).statusCode).toBe(429);
    expect((await reset('fresh@x.example', '10.3.0.2')).statusCode).toBe(200);
  });

  it('admits again once the window has passed', async () => {
    const email = 'viewer@demo.local';
    for (let i = 0; i < RESET_LIMITS.perEmail; i++) await reset(email, '10.4.0.1');
    expect((await reset(email, '10.4.0.1')).statusCode).toBe(429);
    await t.db.query(`UPDATE password_reset_requests SET created_at = now() - make_interval(mins => $1) WHERE email = $2`, [
      RESET_LIMITS.windowMinutes + 1,
      email,
    ]);
    expect((await reset(email, '10.4.0.1')).statusCode).toBe(200);
  });
});
