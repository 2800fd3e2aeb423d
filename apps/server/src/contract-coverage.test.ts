import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { allEndpoints } from '@roadlens/contract/endpoints/index';
import { buildApp } from './app.ts';
import { testEnv } from './env.ts';
import { migrate } from './db/migrate.ts';
import { openTestDb } from './testing/test-db.ts';

/**
 * The contract's endpoint table is the whole API: every route the server registers under /api/
 * comes from one entry (same method, path and access, registered through route()), and every
 * entry has its route. Routes outside the table (the API description, the web app's files)
 * must still say in their own config that they are public.
 */

const routes: RouteOptions[] = [];
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await openTestDb();
  drop = t.drop;
  await migrate(t.db);
  app = await buildApp({ env: testEnv({ WEB_DIST: '/nonexistent' }), db: t.db, onRoute: (r) => routes.push(r) });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await drop();
});

const methodsOf = (r: RouteOptions) => [r.method].flat().filter((m) => m !== 'HEAD');
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isApi = (url: string) => url.startsWith('/api/') && !isDocs(url);

/** Every registered (method, path) with its route options; HEAD twins of GET routes left out. */
function registered() {
  return routes.flatMap((r) => methodsOf(r).map((method) => ({ key: `${method} ${r.url}`, route: r })));
}

describe('the endpoint table and the server routes', () => {
  it('has a table entry for every server route under /api/', () => {
    const declared = new Set(allEndpoints.map(({ endpoint: e }) => `${e.method} ${e.path}`));
    const missing = registered()
      .filter(({ route }) => isApi(route.url))
      .map(({ key }) => key)
      .filter((key) => !declared.has(key));
    expect(missing).toEqual([]);
  });

  it('has a server route for every table entry', () => {
    const served = new Set(registered().map(({ key }) => key));
    const unserved = allEndpoints
      .filter(({ endpoint: e }) => !served.has(`${e.method} ${e.path}`))
      .map(({ id, endpoint: e }) => `${id}: ${e.method} ${e.path}`);
    expect(unserved).toEqual([]);
  });

  it('registers each route from its entry, with the access the entry declares', () => {
    const byKey = new Map(registered().map(({ key, route }) => [key, route]));
    const differing = allEndpoints.flatMap(({ id, endpoint: e }) => {
      const route = byKey.get(`${e.method} ${e.path}`);
      if (!route) return [];
      const problems: string[] = [];
      if (route.config?.endpoint !== e) problems.push(`${id}: not registered through route() from this entry`);
      if (!isDeepStrictEqual(route.config?.access, e.access)) {
        problems.push(`${id}: server access ${JSON.stringify(route.config?.access)} but table access ${JSON.stringify(e.access)}`);
      }
      return problems;
    });
    expect(differing).toEqual([]);
  });

  it('declares every entry once', () => {
    const seen = new Map<string, string>();
    const dupes = allEndpoints.flatMap(({ id, endpoint: e }) => {
      const key = `${e.method} ${e.path}`;
      const first = seen.get(key);
      seen.set(key, id);
      return first ? [`${key}: ${first} and ${id}`] : [];
    });
    expect(dupes).toEqual([]);
  });

  it('makes every route outside the table declare public access in its config', () => {
    const undeclared = registered()
      .filter(({ route }) => !isApi(route.url))
      .filter(({ route }) => route.config?.access?.auth !== 'public')
      .map(({ key }) => key);
    expect(registered().some(({ route }) => isDocs(route.url))).toBe(true);
    expect(undeclared).toEqual([]);
  });
});
