import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db.ts';
import { readTls } from './tls.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with the openssl command. */
function selfSigned(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, opts: { ca?: Buffer; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { ca: opts.ca, headers: opts.host ? { host: opts.host } : {}, timeout: 10_000 }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject).end();
  });
}

describe('readTls', () => {
  it('is off when neither file is set, and refuses half a pair or a redirect with no https to go to', () => {
    expect(readTls({})).toBeUndefined();
    expect(() => readTls({ TLS_CERT: '/x/cert.pem' })).toThrow(/both TLS_CERT and TLS_KEY/);
    expect(() => readTls({ TLS_KEY: '/x/key.pem' })).toThrow(/both TLS_CERT and TLS_KEY/);
    expect(() => readTls({ HTTP_REDIRECT_PORT: 80 })).toThrow(/HTTP_REDIRECT_PORT needs TLS_CERT and TLS_KEY/);
  });

  it('names the variable whose file cannot be read', () => {
    expect(() => readTls({ TLS_CERT: '/nonexistent/cert.pem', TLS_KEY: '/nonexistent/key.pem' })).toThrow(
      /^TLS_CERT: cannot read \/nonexistent\/cert\.pem/,
    );
  });
});

describe.skipIf(!hasOpenssl())('the real server with TLS_CERT and TLS_KEY (self-signed certificate)', () => {
  let dir: string;
  let child: ChildProcess;
  let out = '';
  let port: number;
  let redirectPort: number;
  let ca: Buffer;
  let dropDb: () => Promise<void>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'roadlens-tls-'));
    const files = selfSigned(dir);
    ca = await readFile(files.cert);
    // On PostgreSQL the server gets a fresh database of its own; on PGlite its own data folder.
    const { url, drop } = await openTestDb();
    dropDb = drop;
    // Both ports are picked by the server (0) and read from its announcement: a port probed beforehand could be
    // taken by another test's process before the server listens, after its migrations.
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SEED: 'off',
        SIMULATOR: 'off',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: url ?? '',
        WEB_DIST: path.join(dir, 'no-web'),
        TLS_CERT: files.cert,
        TLS_KEY: files.key,
        HTTP_REDIRECT_PORT: '0',
        PUBLIC_URL: '',
        ALLOWED_HOSTS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const deadline = Date.now() + 90_000;
    let ports: RegExpExecArray | null;
    while (!(ports = /Listening on \S+?:(\d+), and on http port (\d+)\D/.exec(out))) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    [port, redirectPort] = [Number(ports[1]), Number(ports[2])];
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    await dropDb?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers over HTTPS with the certificate it was given, and announces an https address', async () => {
    const res = await get(`https://127.0.0.1:${port}/api/health/`, { ca });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
    expect(out).toContain(`https://localhost:${port}`);
    // Every line that names the address it listens on says https, Fastify's own included.
    expect(out).toContain(`Listening on https://127.0.0.1:${port}`);
    expect(out).toContain(`Server listening at https://127.0.0.1:${port}`);
    expect(out).not.toMatch(/http:\/\/127\.0\.0\.1:\d+/);
    // The same port speaks no plain HTTP.
    await expect(get(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
  });

  it('refuses a client that does not trust the certificate', async () => {
    await expect(get(`https://127.0.0.1:${port}/api/health/`)).rejects.toThrow(/self-signed|certificate/i);
  });

  it('redirects plain HTTP on HTTP_REDIRECT_PORT to the same path on https, for hosts it answers for only', async () => {
    const res = await get(`http://127.0.0.1:${redirectPort}/dashboard/devices/3?from=1`, { host: `127.0.0.1:${redirectPort}` });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://127.0.0.1:${port}/dashboard/devices/3?from=1`);
    const local = await get(`http://127.0.0.1:${redirectPort}/`, { host: 'localhost' });
    expect(local.headers.location).toBe(`https://localhost:${port}/`);
    // Another site's name is never the target of a redirect.
    const evil = await get(`http://127.0.0.1:${redirectPort}/auth/sign-in`, { host: 'evil.example' });
    expect(evil.status).toBe(400);
    expect(evil.headers.location).toBeUndefined();
  });
});
