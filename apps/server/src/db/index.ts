import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';
import { postgresChanges, processChanges, type TableChanges } from './changes.ts';
import { watchWrites } from './write-watch.ts';

export type { Db, Queryable, QueryResult } from './types.ts';
export { DbError } from './types.ts';

/** PostgreSQL when a URL is given, else PGlite in dataDir (or in memory when dataDir is null). */
export async function openDb(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Db> {
  if (opts.databaseUrl) {
    const db = await openPostgres(opts.databaseUrl);
    return withChanges(db, await postgresChanges(opts.databaseUrl, db.pool));
  }
  if (opts.dataDir === null) return withChanges(await openPglite(undefined), processChanges());
  const dir = path.resolve(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return withChanges(await openPglite(dir), processChanges());
}

/** The database reporting its writes to `changes`, which it carries for the caches and closes with it. */
function withChanges<D extends Db>(db: D, changes: TableChanges): D {
  const watched = watchWrites(db, changes.report);
  return Object.assign(watched, {
    changes,
    close: async () => {
      await changes.close();
      await db.close();
    },
  });
}
