import type { Db, Queryable } from './types.ts';

/**
 * Marks a statement whose write changes nothing a cache keeps (a session's last-seen time, which
 * only ever moves a cached session's idle deadline later): its tables are not reported.
 */
export const CACHE_NEUTRAL = '/* cache-neutral */';

// The statement kinds that change rows, each followed by the table they write. Over-matching (an
// `ON CONFLICT … DO UPDATE SET`, a `FOR UPDATE`) only names a table that does not exist.
const WRITE = /\b(?:insert\s+into|update|delete\s+from|merge\s+into|copy)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)/gi;
const TRUNCATE = /\btruncate\s+(?:table\s+)?(?:only\s+)?([a-z0-9_",.\s]+)/gi;

const known = new Map<string, readonly string[]>();

/** The tables a statement (or script of statements) writes, by name; SQL texts repeat, so answers are kept. */
export function writtenTables(sql: string): readonly string[] {
  const hit = known.get(sql);
  if (hit) return hit;
  const tables = new Set<string>();
  if (!sql.startsWith(CACHE_NEUTRAL)) {
    for (const m of sql.matchAll(WRITE)) tables.add(m[1].toLowerCase());
    for (const m of sql.matchAll(TRUNCATE)) {
      for (const name of m[1].split(',')) {
        const t = name.trim().replace(/"/g, '').split('.').pop()!.split(/\s/)[0].toLowerCase();
        if (t) tables.add(t);
      }
    }
  }
  const answer = [...tables];
  // SQL with values written into its text could grow this without end.
  if (known.size >= 5000) known.clear();
  known.set(sql, answer);
  return answer;
}

/** Called once the written rows are visible to everyone: after the statement, or after COMMIT. */
export type WriteReport = (tables: readonly string[]) => Promise<void> | void;

/**
 * The same database, reporting the tables each committed write touched: every statement run
 * through it (a route's, a background job's, a test's) is seen, so a cache that depends on a
 * table cannot miss a change made by code that does not know the cache exists. A transaction
 * reports once, after COMMIT, and not at all when it rolls back.
 */
export function watchWrites<D extends Db>(db: D, report: WriteReport): D {
  const seen = async (tables: readonly string[]) => {
    if (tables.length) await report(tables);
  };
  const collecting = (tx: Queryable, into: Set<string>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await tx.query<T>(sql, params);
      for (const t of writtenTables(sql)) into.add(t);
      return r;
    },
    async exec(sql) {
      await tx.exec(sql);
      for (const t of writtenTables(sql)) into.add(t);
    },
    async copyText(table, columns, text) {
      await tx.copyText(table, columns, text);
      into.add(table.toLowerCase());
    },
  });
  const watched: Db = {
    kind: db.kind,
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await db.query<T>(sql, params);
      await seen(writtenTables(sql));
      return r;
    },
    async exec(sql) {
      await db.exec(sql);
      await seen(writtenTables(sql));
    },
    async copyText(table, columns, text) {
      await db.copyText(table, columns, text);
      await seen([table.toLowerCase()]);
    },
    async transaction(fn) {
      const tables = new Set<string>();
      const result = await db.transaction((tx) => fn(collecting(tx, tables)));
      await seen([...tables]);
      return result;
    },
    async copyCsv(table, columns, csv) {
      await db.copyCsv(table, columns, csv);
      await seen([table.toLowerCase()]);
    },
    close: () => db.close(),
  };
  // Anything else the database carries (PostgreSQL's pool) stays reachable.
  return Object.assign(Object.create(db) as D, watched);
}
