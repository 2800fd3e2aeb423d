import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv, type Env } from '../env.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { rawRequest } from '../testing/raw-http.ts';

let t: TestApp;
let email: string;
const extra: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  email = (await t.db.query<{ email: string }>(`SELECT email FROM users WHERE username = 'viewer'`)).rows[0].email;
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await t.close();
});

/** Another app on the same database with other settings. */
async function appWith(env: Partial<Env>): Promise<FastifyInstance> {
  const app = await buildApp({ env: testEnv({ WEB_DIST: '/nonexistent', ...env }), db: t.db });
  extra.push(app);
  await app.ready();
  return app;
}

const mailCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1', [email])).rows[0].n;

/** The reset mail is written after the reply: waits for mail number `n` and answers its link. */
async function resetLink(n: number): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [email]);
    const m = rows[n - 1] && /(\S+reset-password\S+)/.exec(rows[n - 1].body);
    if (m) return new URL(m[1]);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no reset mail');
}

/** Asks for a password reset with the given headers (each from a fresh address, so no limit is hit). */
async function askReset(headers: Record<string, string | string[]>, app: FastifyInstance = t.app) {
  await t.db.query('DELETE FROM password_reset_requests');
  // The browser's Origin is the host it believes it talks to.
  const origin = typeof headers.host === 'string' ? `http://${headers.host}` : TEST_ORIGIN;
  return app.inject({ method: 'POST', url: '/api/auth/password/reset/', payload: { email }, headers: { origin, ...headers } });
}

/** A non-loopback IPv4 address of this machine, as a browser on the LAN would use it. */
const lanAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

describe('Host header', () => {
  it.each([
    'evil.example',
    'evil.example:80',
    'localhost:80@evil.example',
    'user@localhost:80',
    'localhost:80/evil.example',
    'localhost:80#@evil.example',
    'localhost:80, evil.example',
    'localhost:80 evil.example',
    'localhost.evil.example:80',
    'localhost:8080',
    'localhost:0',
    'localhost:99999',
    'localhost:80:80',
    '[::1]:80@evil.example',
    '127.0.0.1:80.evil.example',
    'localhost%2fevil.example:80',
  ])('refuses Host %j with 400 naming Host, and mails nothing', async (host) => {
    const before = await mailCount();
    const res = await askReset({ host });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['Host']);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailCount()).toBe(before);
  });

  it('builds the reset link from the allowed Host in canonical form', async () => {
    const n = (await mailCount()) + 1;
    expect((await askReset({ host: 'LOCALHOST:80' })).statusCode).toBe(200);
    expect((await resetLink(n)).origin).toBe('http://localhost');
  });

  it('ignores X-Forwarded-Host when the proxy is not trusted', async () => {
    const n = (await mailCount()) + 1;
    const res = await askReset({ host: 'localhost:80', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect((await resetLink(n)).origin).toBe('http://localhost');
  });

  it('refuses a forwarded host that is not allowed when the proxy is trusted', async () => {
    const proxied = await appWith({ TRUST_PROXY: 'on' });
    const res = await askReset({ host: 'localhost:80', 'x-forwarded-host': 'evil.example' }, proxied);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['Host']);
  });

  it('builds every link from PUBLIC_URL when it is set, and still refuses foreign hosts', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://traffic.example.org' });
    const n = (await mailCount()) + 1;
    expect((await askReset({ host: 'localhost:80' }, app)).statusCode).toBe(200);
    expect((await resetLink(n)).origin).toBe('https://traffic.example.org');
    expect((await askReset({ host: 'traffic.example.org' }, app)).statusCode).toBe(200);
    expect((await askReset({ host: 'evil.example' }, app)).statusCode).toBe(400);
  });

  it('answers only for ALLOWED_HOSTS when it is set', async () => {
    const app = await appWith({ ALLOWED_HOSTS: 'traffic.lan, [fd00::5]:8080' });
    const n = (await mailCount()) + 1;
    expect((await askReset({ host: 'traffic.lan:8123' }, app)).statusCode).toBe(200);
    expect((await resetLink(n)).origin).toBe('http://traffic.lan:8123');
    expect((await askReset({ host: '[FD00:0::5]:8080' }, app)).statusCode).toBe(200);
    expect((await askReset({ host: '[fd00::5]:80' }, app)).statusCode).toBe(400);
    expect((await askReset({ host: 'localhost:80' }, app)).statusCode).toBe(400);
  });

  it('builds pagination links from the allowed Host, never a forwarded one', async () => {
    const op = await t.as('operator');
    await t.db.query(
      `INSERT INTO device_logs (device_id, timestamp, message)
       SELECT d.id, now(), 'hb' FROM devices d, generate_series(1, 3) WHERE d.company_id = $1 LIMIT 3`,
      [t.ids.companies.demo],
    );
    const res = await op.inject({
      method: 'GET',
      url: '/api/map/logs/?page_size=1',
      headers: { host: 'LOCALHOST:80', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().next).toMatch(/^http:\/\/localhost\/api\/map\/logs\/\?/);
    expect((await op.inject({ method: 'GET', url: '/api/map/logs/?page_size=1', headers: { host: 'evil.example' } })).statusCode).toBe(400);
  });

  it('refuses an invitation sent with a foreign Host and links an allowed one', async () => {
    const staff = await t.as('staff');
    const refused = await staff.inject({
      method: 'POST',
      url: '/api/platform/invitations/',
      payload: { email: 'host.check@example.org' },
      headers: { host: 'evil.example' },
    });
    expect(refused.statusCode).toBe(400);
    const sent = await staff.inject({ method: 'POST', url: '/api/platform/invitations/', payload: { email: 'host.check@example.org' } });
    expect(sent.statusCode).toBe(201);
    const { rows } = await t.db.query<{ body: string }>(`SELECT body FROM mail_outbox WHERE recipient = 'host.check@example.org'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toContain('http://localhost/auth/sign-up?invitation=');
  });
});

describe('Host header on a listening server', () => {
  let port: number;
  const reset = (head: string) =>
    rawRequest(
      port,
      `${head}${head.includes('Origin:') ? '' : `\r\nOrigin: http://127.0.0.1:${port}`}\r\nContent-Type: application/json`,
      JSON.stringify({ email }),
    );

  beforeAll(async () => {
    const app = await appWith({});
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  it('answers for its own address on the port it listens on, and no other port', async () => {
    await t.db.query('DELETE FROM password_reset_requests');
    const own = `127.0.0.1:${port}`;
    const n = (await mailCount()) + 1;
    expect((await reset(`POST /api/auth/password/reset/ HTTP/1.1\r\nHost: ${own}\r\nOrigin: http://${own}`)).statusCode).toBe(200);
    expect((await resetLink(n)).origin).toBe(`http://${own}`);
    const other = `127.0.0.1:${port + 1}`;
    expect((await reset(`POST /api/auth/password/reset/ HTTP/1.1\r\nHost: ${other}\r\nOrigin: http://${other}`)).statusCode).toBe(400);
  });

  it('answers for the machine’s LAN address over plain HTTP by default', async () => {
    const lan = lanAddress();
    expect(lan, 'this machine has a non-loopback IPv4 address').toBeTruthy();
    await t.db.query('DELETE FROM password_reset_requests');
    const n = (await mailCount()) + 1;
    const res = await rawRequest(port, `GET /api/health/ HTTP/1.1\r\nHost: ${lan}:${port}`);
    expect(res.statusCode).toBe(200);
    const sent = await reset(`POST /api/auth/password/reset/ HTTP/1.1\r\nHost: ${lan}:${port}\r\nOrigin: http://${lan}:${port}`);
    expect(sent.statusCode).toBe(200);
    expect((await resetLink(n)).origin).toBe(`http://${lan}:${port}`);
  });

  it.each([
    ['an allowed Host then a foreign one', (p: number) => `Host: 127.0.0.1:${p}\r\nHost: evil.example`],
    ['a foreign Host then an allowed one', (p: number) => `Host: evil.example\r\nHost: 127.0.0.1:${p}`],
    ['the same Host twice', (p: number) => `Host: 127.0.0.1:${p}\r\nHost: 127.0.0.1:${p}`],
    ['a lower-case header name and a foreign Host', () => `host: evil.example`],
  ])('refuses %s', async (_name, headers) => {
    const before = await mailCount();
    const res = await reset(`POST /api/auth/password/reset/ HTTP/1.1\r\n${headers(port)}`);
    expect(res.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailCount()).toBe(before);
  });

  it('refuses an absolute-form target naming another host, whatever the Host header says', async () => {
    const before = await mailCount();
    const res = await reset(`POST http://evil.example/api/auth/password/reset/ HTTP/1.1\r\nHost: 127.0.0.1:${port}`);
    expect(res.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailCount()).toBe(before);
  });
});
