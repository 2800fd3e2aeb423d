import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, QueryResult } from './types.ts';
export { DbError } from './types.ts';

/** PostgreSQL when a URL is given, else PGlite in dataDir (or in memory when dataDir is null). */
export async function openDb(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir === null) return openPglite(undefined);
  const dir = path.resolve(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}
