import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type Client, type TestApp } from '../testing/test-app.ts';
import { rawRequest } from '../testing/raw-http.ts';

let t: TestApp;
let port: number;
let staff: Client;
let op: Client;
let device: number;

beforeAll(async () => {
  // Listening on a random port: the injected requests' localhost:80 is allowed explicitly.
  t = await createTestApp({ ALLOWED_HOSTS: 'localhost:80,127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  staff = await t.as('staff');
  op = await t.as('operator');
  device = (
    await t.db.query<{ id: number }>(`INSERT INTO devices (company_id, serial, name) VALUES ($1, 'CSRF-1', 'CSRF-1') RETURNING id`, [
      t.ids.companies.demo,
    ])
  ).rows[0].id;
});
afterAll(() => t.close());

const host = () => `127.0.0.1:${port}`;

describe('request targets that are not a plain path', () => {
  // One route of every kind of declared access, plus paths no route matches.
  const targets = [
    ['public', 'GET', '/api/health/'],
    ['signed-in user', 'GET', '/api/platform/users/me/'],
    ['session only', 'GET', '/api/platform/mail_outbox/'],
    ['staff', 'GET', '/api/platform/system_status/'],
    ['permission', 'GET', '/api/map/records/'],
    ['unknown API path', 'GET', '/api/no/such/thing/'],
    ['web app page', 'GET', '/dashboard/devices/3'],
    ['API description', 'GET', '/api/docs/json'],
  ] as const;

  it.each(targets)('refuses an absolute-form target on a %s route with 400', async (_kind, method, path) => {
    const res = await rawRequest(port, `${method} http://${host()}${path} HTTP/1.1\r\nHost: ${host()}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/Demo City|FST_/);
    expect(Object.keys(JSON.parse(res.body))).toEqual(['url']);
  });

  it('refuses an absolute-form target naming another host, and the session cookie does not help', async () => {
    const res = await rawRequest(
      port,
      `GET http://evil.example/api/platform/system_status/ HTTP/1.1\r\nHost: ${host()}\r\nCookie: ${staff.cookie}`,
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses sign-in through an absolute-form target with a foreign Origin', async () => {
    const body = JSON.stringify({ username: 'operator', password: TEST_PASSWORD });
    const res = await rawRequest(
      port,
      `POST http://${host()}/api/login/ HTTP/1.1\r\nHost: ${host()}\r\nOrigin: http://evil.example\r\nContent-Type: application/json`,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The same sign-in as a plain path is refused by the Origin check.
    const plain = await rawRequest(
      port,
      `POST /api/login/ HTTP/1.1\r\nHost: ${host()}\r\nOrigin: http://evil.example\r\nContent-Type: application/json`,
      body,
    );
    expect(plain.statusCode).toBe(403);
  });

  it('refuses the asterisk form', async () => {
    const res = await rawRequest(port, `OPTIONS * HTTP/1.1\r\nHost: ${host()}`);
    expect(res.statusCode).toBe(400);
  });

  it('answers the same origin-form requests normally over a real socket', async () => {
    const ok = await rawRequest(port, `GET /api/health/ HTTP/1.1\r\nHost: ${host()}`);
    expect(ok.statusCode).toBe(200);
    const status = await rawRequest(port, `GET /api/platform/system_status/ HTTP/1.1\r\nHost: ${host()}\r\nCookie: ${staff.cookie}`);
    expect(status.statusCode).toBe(200);
  });
});

describe('access is decided by the matched route', () => {
  it('answers 401 to system status without a session', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/platform/system_status/' });
    expect(res.statusCode).toBe(401);
  });

  it('does not let a percent-encoded path slip past sign-in', async () => {
    // The router decodes %61 to "a", so this path reaches the system-status route.
    const res = await t.anon({ method: 'GET', url: '/%61pi/platform/system_status/' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Demo City');
  });

  it('closes a route that declares no access to anyone not signed in, wherever its path is', async () => {
    const app = await buildApp({ env: testEnv({ WEB_DIST: '/nonexistent' }), db: t.db });
    app.get('/internal/undeclared', async () => ({ secret: true }));
    app.get('/api/undeclared/', async () => ({ secret: true }));
    app.get('/internal/open', { config: { access: { auth: 'public' } } }, async () => ({ open: true }));
    await app.ready();
    try {
      for (const url of ['/internal/undeclared', '/api/undeclared/']) {
        const anon = await app.inject({ method: 'GET', url });
        expect(anon.statusCode, url).toBe(401);
        const signedIn = await app.inject({ method: 'GET', url, headers: { cookie: op.cookie } });
        expect(signedIn.statusCode, url).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/internal/open' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps the web app, its assets and the API description public', async () => {
    expect((await t.anon({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await t.anon({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.anon({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    expect((await t.anon({ method: 'HEAD', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('marks API answers with the release header by route, not by path text', async () => {
    for (const url of ['/api/health/', '/%61pi/health/']) {
      const res = await t.anon({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-frontend-update'], url).toBeTruthy();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('CSRF on GET calls that change data', () => {
  const withoutToken = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: op.cookie, origin: TEST_ORIGIN, ...extra } });
  const recordsOf = async (id: number) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM detections WHERE device_id = $1', [id])).rows[0].n;

  it.each(['records', 'radar_data', 'logs'])('refuses GET /api/map/%s/{id}/clear/ without the CSRF header', async (kind) => {
    await t.db.query(`INSERT INTO detections (device_id, fingerprint, create_time, signal) VALUES ($1, 'x', now(), 0)`, [device]);
    const before = await recordsOf(device);
    const res = await withoutToken(`/api/map/${kind}/${device}/clear/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/CSRF/);
    const wrong = await withoutToken(`/api/map/${kind}/${device}/clear/`, { 'x-csrftoken': 'not-the-token' });
    expect(wrong.statusCode).toBe(403);
    expect(await recordsOf(device)).toBe(before);
  });

  it('clears with the CSRF header', async () => {
    await t.db.query(`INSERT INTO detections (device_id, fingerprint, create_time, signal) VALUES ($1, 'y', now(), 0)`, [device]);
    const res = await op.inject({ method: 'GET', url: `/api/map/records/${device}/clear/` });
    expect(res.statusCode).toBe(200);
    expect(await recordsOf(device)).toBe(0);
  });

  it('refuses GET /api/map/devices/revoke/ without the CSRF header and revokes with it', async () => {
    await t.db.query(
      `INSERT INTO processing_tasks (task_id, company_id, device_id, params) VALUES ('csrf-task', $1, $2, '{}'), ('csrf-task', $1, $2, '{}')`,
      [t.ids.companies.demo, device],
    );
    const pending = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM processing_tasks WHERE task_id = 'csrf-task' AND state = 'pending'`))
        .rows[0].n;
    const res = await withoutToken('/api/map/devices/revoke/?task_id=csrf-task');
    expect(res.statusCode).toBe(403);
    expect(await pending()).toBe(2);
    const ok = await op.inject({ method: 'GET', url: '/api/map/devices/revoke/?task_id=csrf-task' });
    expect(ok.statusCode).toBe(200);
    expect(await pending()).toBe(0);
  });

  it('still answers reading GETs without the CSRF header', async () => {
    expect((await withoutToken('/api/map/records/')).statusCode).toBe(200);
  });
});
