import type { TableChanges } from '../../db/changes.ts';

const MAX_ENTRIES = 10_000;
/** How long a found row is kept at most: the bound for writes made outside the server (psql), which no process hears of. */
export const KEEP_MS = 5_000;
/** A caller's last-use time is written at most once a minute (the touch statements' own condition). */
export const TOUCH_EVERY_MS = 60_000;

/**
 * Rows read from the database and kept in memory by key until any write of `tables` (here, or in
 * another process on the same PostgreSQL: db/changes.ts) or their own deadline, whichever comes first.
 */
export interface KeptRows<V> {
  /** Taken before reading a row from the database, and handed to `keep` with what was read. */
  stamp(): number;
  /** The kept value, while none of the tables was written and its deadline has not passed. */
  get(key: string, now: number): V | undefined;
  /** Keeps a value read after `stamp`, unless a write of the tables came between (it may predate that write). */
  keep(key: string, value: V, until: number, stamp: number): void;
}

export function keptRows<V>(changes: TableChanges, tables: readonly string[]): KeptRows<V> {
  changes.share(tables);
  const entries = new Map<string, { value: V; until: number }>();
  let entriesStamp = changes.stamp(tables);
  const stamp = () => {
    const s = changes.stamp(tables);
    if (s !== entriesStamp) {
      entries.clear();
      entriesStamp = s;
    }
    return s;
  };
  return {
    stamp,
    get(key, now) {
      stamp();
      const hit = changes.live ? entries.get(key) : undefined;
      if (!hit) return undefined;
      if (now < hit.until) return hit.value;
      entries.delete(key);
      return undefined;
    },
    keep(key, value, until, taken) {
      if (!changes.live || stamp() !== taken) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until });
    },
  };
}
