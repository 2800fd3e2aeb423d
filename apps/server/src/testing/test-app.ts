import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { testEnv, type Env } from '../env.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/index.ts';
import type { SeededIds } from '../seed/core.ts';
import { createSession } from '../modules/auth/sessions.queries.ts';
import { openTestDb } from './test-db.ts';
import type { Db } from '../db/index.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
export const TEST_ORIGIN = 'http://localhost:80';

/** A signed-in browser: every request carries its session cookie, CSRF token and same-origin Origin. */
export interface Client {
  userId: number;
  cookie: string;
  csrfToken: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database's address on PostgreSQL (a second app on the same database); undefined on PGlite. */
  url?: string;
  ids: SeededIds;
  /** A session for a seeded user, opened through the real session store. */
  as(username: string): Promise<Client>;
  /** Requests with no credentials (still same-origin, so only auth decides). */
  anon(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated and seeded database (PGlite or PostgreSQL, see test-db.ts). */
export async function createTestApp(overrides: Partial<Env> = {}, dbOpts: { pgliteOnDisk?: boolean } = {}): Promise<TestApp> {
  const { db, url, drop } = await openTestDb(dbOpts);
  await migrate(db);
  const ids = await seed(db, TEST_PASSWORD);
  const env = testEnv({ WEB_DIST: '/nonexistent', ...overrides });
  const app = await buildApp({ env, db });
  await app.ready();

  const withOrigin = (opts: InjectOptions): InjectOptions => ({
    ...opts,
    headers: { origin: TEST_ORIGIN, host: 'localhost:80', ...(opts.headers ?? {}) },
  });

  return {
    app,
    db,
    url,
    ids,
    async as(username) {
      const userId = ids.users[username];
      if (!userId) throw new Error(`no seeded user ${username}`);
      const s = await createSession(db, userId, { absoluteHours: env.SESSION_ABSOLUTE_HOURS });
      const cookie = `sessionid=${s.token}; csrftoken=${s.csrfToken}`;
      return {
        userId,
        cookie,
        csrfToken: s.csrfToken,
        inject: (opts) => app.inject(withOrigin({ ...opts, headers: { cookie, 'x-csrftoken': s.csrfToken, ...(opts.headers ?? {}) } })),
      };
    },
    anon: (opts) => app.inject(withOrigin(opts)),
    async close() {
      await app.close();
      await drop();
    },
  };
}
