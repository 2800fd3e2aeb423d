import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const LIB = `export const lines = [${Array.from({ length: 500 }, (_, i) => `"link ${i}"`).join(',')}];\n`;
// As the build writes it: the app's files, and a first script written into the page.
const INLINE = '(function(){window.__first=1})();';
const INDEX = `<!doctype html><script type="module" crossorigin src="/assets/app-abc123.js"></script><div id="root"></div><script>${INLINE}</script>`;
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  const dist = await mkdtemp(path.join(os.tmpdir(), 'rl-spa-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  // A copy that is not this page (left from another build) is never sent.
  await writeFile(path.join(dist, 'index.html.gz'), gzipSync('<!doctype html>an older page'));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A build's copies of a file, as vite-plugins/precompress.ts writes them.
  await writeFile(path.join(dist, 'assets', 'lib-abc123.js'), LIB);
  await writeFile(path.join(dist, 'assets', 'lib-abc123.js.br'), brotliCompressSync(LIB));
  await writeFile(path.join(dist, 'assets', 'lib-abc123.js.gz'), gzipSync(LIB));
  app = await buildApp({ env: testEnv({ WEB_DIST: dist }), db: t.db });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('client routes and static files', () => {
  it('answers a client route with the app shell whatever its query string holds', async () => {
    for (const url of [
      '/dashboard/tabular?from=2024-05-01T21:00:00.000Z&to=2024-05-02T21:00:00.000Z',
      '/dashboard/map?x=1.5',
      '/dashboard/devices/12?tab=overview&file=a.js',
      '/dashboard/links/3',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="root"');
    }
  });

  it('keeps a missing file a 404 by its folder or extension, never by the query', async () => {
    expect((await get('/assets/app-abc123.js?v=1.2')).statusCode).toBe(200);
    for (const url of ['/assets/missing.js', '/assets/whatever', '/favicon-missing.svg', '/help/en/nope.html', '/style.css?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the page’s own script', () => {
  it('lets the inline script of the built page run by its hash, and no other inline script', async () => {
    const res = await get('/dashboard/map');
    expect(res.body).toContain(INLINE);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1].split(' ');
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
    // The same header on every answer, an API call's too: the policy is the server's, not the page's.
    const api = await get('/api/health/');
    expect(api.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });
});

describe('compressed copies of the build', () => {
  const asking = (encoding?: string) =>
    app.inject({ method: 'GET', url: '/assets/lib-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the Brotli copy, else the gzip one, else the file, each with the same content and caching', async () => {
    const br = await asking('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LIB);
    const gz = await asking('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(LIB);
    const plain = await asking();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LIB);
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('serves a file without copies as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('sends the app shell as its Brotli copy where asked, else as it is, never a copy of another page', async () => {
    const shell = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/dashboard/map', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await shell('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    for (const res of [await shell('gzip'), await shell()]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(INDEX);
    }
    for (const res of [br, await shell()]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

describe('the build’s files and the database', () => {
  it('serves a file to a browser holding a session cookie without looking the session up', async () => {
    // Every query the app makes is counted: a first visit fetches about a hundred scripts at once,
    // and none of them may wait on the database for a caller they never use.
    let queries = 0;
    const counted = new Proxy(t.db, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'query') {
          return (...args: Parameters<typeof target.query>) => {
            queries++;
            return target.query(...args);
          };
        }
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rl-spa-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    // A copy that is not this page (left from another build) is never sent.
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync('<!doctype html>an older page'));
    await writeFile(path.join(dist, 'assets', 'page-def456.js'), 'console.log(2)');
    const counting = await buildApp({ env: testEnv({ WEB_DIST: dist }), db: counted });
    try {
      await counting.ready();
      const cookie = { sessionid: 'a-session-the-database-would-be-asked-about' };
      queries = 0;
      const file = await counting.inject({ method: 'GET', url: '/assets/page-def456.js', cookies: cookie });
      expect(file.statusCode).toBe(200);
      expect(queries).toBe(0);
      // The same cookie on an API call is looked up, so the count above is not zero by accident.
      const me = await counting.inject({ method: 'GET', url: '/api/platform/users/me/', cookies: cookie });
      expect(me.statusCode).toBe(401);
      expect(queries).toBeGreaterThan(0);
    } finally {
      await counting.close();
    }
  });
});
