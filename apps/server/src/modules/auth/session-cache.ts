import type { Db } from '../../db/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { findSessionUser, touchSession, type SessionUserRow } from './sessions.queries.ts';
import { keptRows, KEEP_MS, TOUCH_EVERY_MS } from './kept-rows.ts';

/**
 * Every table whose rows decide what a session cookie stands for: the session (sign-out, expiry),
 * its user (deactivation, staff flags, company, group) and the group's permissions; deleting a
 * company removes its users and groups with it.
 */
export const SESSION_TABLES = ['sessions', 'users', 'groups', 'companies'] as const;

interface Entry {
  row: SessionUserRow;
  lastSeen: number;
}

export interface SessionCache {
  /** The live session behind a cookie, as findSessionUser answers it; its last-seen time kept current. */
  find(token: string): Promise<SessionUserRow | null>;
}

/**
 * Found sessions, kept by the hash of their cookie so most requests resolve their caller without a
 * database round trip. A write to any of SESSION_TABLES (sign-out, a password change, a role or
 * group change, deactivation: through whatever code, see db/write-watch.ts) drops every entry
 * before the writing call returns, in this process at once and in the other processes on the same
 * PostgreSQL by NOTIFY (db/changes.ts). An entry also lapses at its session's absolute and idle
 * deadlines, and after KEEP_MS whatever happens.
 */
export function sessionCache(db: Db, idleMinutes: number): SessionCache {
  const changes = db.changes;
  /** Writes last-seen when the row says it is a minute old (touchSession's own condition); answers the last-seen time now in force. */
  const touch = async (row: SessionUserRow, now: number): Promise<number> => {
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (now - lastSeen < TOUCH_EVERY_MS) return lastSeen;
    await touchSession(db, row.session_id);
    return now;
  };
  if (!changes) {
    return {
      async find(token) {
        const row = await findSessionUser(db, token, idleMinutes);
        if (row) await touch(row, Date.now());
        return row;
      },
    };
  }
  const kept = keptRows<Entry>(changes, SESSION_TABLES);

  return {
    async find(token) {
      const key = sha256(token);
      let now = Date.now();
      const hit = kept.get(key, now);
      if (hit) {
        if (now - hit.lastSeen >= TOUCH_EVERY_MS) {
          await touchSession(db, hit.row.session_id);
          hit.lastSeen = now;
        }
        return hit.row;
      }
      const stamp = kept.stamp();
      const row = await findSessionUser(db, token, idleMinutes);
      if (!row) return null;
      now = Date.now();
      const lastSeen = await touch(row, now);
      const until = Math.min(now + KEEP_MS, new Date(row.expires_at).getTime(), lastSeen + idleMinutes * 60_000);
      kept.keep(key, { row, lastSeen }, until, stamp);
      return row;
    },
  };
}
