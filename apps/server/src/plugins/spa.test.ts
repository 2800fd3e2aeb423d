import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  const dist = await mkdtemp(path.join(os.tmpdir(), 'rl-spa-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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
