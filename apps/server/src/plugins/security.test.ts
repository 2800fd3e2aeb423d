import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A LAN install opened over plain HTTP must not get headers the browser rejects with an error
// on every page; over HTTPS (here: behind a trusted proxy) the opener policy is sent.
let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'on' });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

describe('security headers', () => {
  it('sends no Cross-Origin-Opener-Policy over plain HTTP, but still the CSP', async () => {
    const res = await plain.anon({ method: 'GET', url: '/api/health/' });
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends Cross-Origin-Opener-Policy over HTTPS', async () => {
    const res = await proxied.anon({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
