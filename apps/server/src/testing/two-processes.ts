import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDb, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { testEnv } from '../env.ts';
import { createSession } from '../modules/auth/sessions.queries.ts';
import { seed } from '../seed/index.ts';
import { TEST_ORIGIN, TEST_PASSWORD } from './test-app.ts';
import { openTestDb } from './test-db.ts';

export interface TwoProcesses {
  a: FastifyInstance;
  b: FastifyInstance;
  dbA: Db;
  dbB: Db;
  /** Browser headers of a fresh session of a seeded user, good in either app. */
  signedIn(username: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Two apps on one fresh, migrated and seeded PostgreSQL database, each with its own pool, as two
 * server processes would be: what one writes, the other must see.
 */
export async function twoProcesses(): Promise<TwoProcesses> {
  const opened = await openTestDb();
  const dbA = opened.db;
  await migrate(dbA);
  await seed(dbA, TEST_PASSWORD);
  const env = testEnv({ WEB_DIST: '/nonexistent' });
  const a = await buildApp({ env, db: dbA });
  const dbB = await openDb({ databaseUrl: opened.url!, dataDir: null });
  const b = await buildApp({ env, db: dbB });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    dbA,
    dbB,
    async signedIn(username) {
      const { rows } = await dbA.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
      const s = await createSession(dbA, rows[0].id, { absoluteHours: 1 });
      return {
        cookie: `sessionid=${s.token}; csrftoken=${s.csrfToken}`,
        'x-csrftoken': s.csrfToken,
        origin: TEST_ORIGIN,
        host: 'localhost:80',
      };
    },
    async close() {
      await b.close();
      await dbB.close();
      await a.close();
      await opened.drop();
    },
  };
}
