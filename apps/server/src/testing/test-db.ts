import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../db/index.ts';

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (TEST_DB=pg) a new database
 * created on the PostgreSQL at TEST_DATABASE_URL and dropped afterwards.
 */
export async function openTestDb(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'pg') {
    const db = await openDb({ dataDir: null });
    return { db, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `rl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), dataDir: null });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
