import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '../db/index.ts';

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (TEST_DB=pg) a new database
 * created on the PostgreSQL at TEST_DATABASE_URL and dropped afterwards. `pgliteOnDisk` puts PGlite in a
 * new directory of the system's temporary folder, removed afterwards, as a server keeps it in DATA_DIR.
 */
export async function openTestDb(opts: { pgliteOnDisk?: boolean } = {}): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'pg') {
    const dir = opts.pgliteOnDisk ? await mkdtemp(path.join(tmpdir(), 'roadlens-pglite-')) : null;
    const db = await openDb({ dataDir: dir });
    return {
      db,
      drop: async () => {
        await db.close();
        if (dir) await rm(dir, { recursive: true, force: true });
      },
    };
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
