import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('foundation', () => {
  it('reports health with the database kind and migration level', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite');
    expect(body.migration).toBeGreaterThanOrEqual(1);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-frontend-update']).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/no/such/thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses a wrong content type with 415 and a DRF body naming content-type', async () => {
    const res = await t.anon({ method: 'POST', url: '/api/login/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()['content-type'][0]).toMatch(/Unsupported media type/);
  });

  it('names the field of bad input', async () => {
    const res = await t.anon({ method: 'POST', url: '/api/login/', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('password');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.anon({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts|SELECT|stack/i);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health/']).toBeDefined();
  });

  it('signs in with form data by username or e-mail and rotates both cookies', async () => {
    const first = await t.anon({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=operator&password=${TEST_PASSWORD}`,
    });
    expect(first.statusCode).toBe(200);
    const cookies = first.cookies.map((c) => c.name).sort();
    expect(cookies).toEqual(['csrftoken', 'sessionid']);
    expect(first.cookies.find((c) => c.name === 'sessionid')?.httpOnly).toBe(true);
    const second = await t.anon({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=OPERATOR@demo.local&password=${TEST_PASSWORD}`,
    });
    expect(second.statusCode).toBe(200);
    expect(second.cookies.find((c) => c.name === 'sessionid')?.value).not.toBe(first.cookies.find((c) => c.name === 'sessionid')?.value);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const a = await t.anon({ method: 'POST', url: '/api/login/', payload: { username: 'nobody', password: 'x' } });
    const b = await t.anon({ method: 'POST', url: '/api/login/', payload: { username: 'operator', password: 'x' } });
    expect(a.statusCode).toBe(400);
    expect(a.body).toBe(b.body);
  });

  it('refuses an unsafe request from a foreign origin', async () => {
    const res = await t.anon({
      method: 'POST',
      url: '/api/login/',
      headers: { origin: 'https://evil.test' },
      payload: { username: 'operator', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses sign-in when already signed in', async () => {
    const c = await t.as('operator');
    const res = await c.inject({ method: 'POST', url: '/api/login/', payload: { username: 'operator', password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['User is already logged in.'] });
  });

  it('ends the session at sign-out', async () => {
    const c = await t.as('viewer');
    const out = await c.inject({ method: 'POST', url: '/api/logout/' });
    expect(out.statusCode).toBe(200);
    const again = await c.inject({ method: 'GET', url: '/api/events/', headers: { accept: 'text/event-stream' } });
    expect(again.statusCode).toBe(401);
  });
});

describe('serving the web app', () => {
  it('serves hashed assets with a long cache and falls back to index.html for client routes', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rl-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { buildApp } = await import('./app.ts');
    const { testEnv } = await import('./env.ts');
    const app = await buildApp({ env: testEnv({ WEB_DIST: dist }), db: t.db });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const route = await app.inject({ method: 'GET', url: '/dashboard/devices/12' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-store');
    expect(route.body).toContain('id="root"');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nope/' })).json()).toEqual({ detail: 'Not found.' });
    await app.close();
  });
});
