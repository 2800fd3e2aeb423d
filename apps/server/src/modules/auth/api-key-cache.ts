import type { Db } from '../../db/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { findApiKeyUser, touchApiKey, type ApiKeyUserRow } from './sessions.queries.ts';
import { keptRows, KEEP_MS, TOUCH_EVERY_MS } from './kept-rows.ts';

/**
 * Every table whose rows decide what an API key stands for: the key (revocation, expiry, scopes), its
 * user (deactivation, staff flags, company, group) and the group's permissions.
 */
export const API_KEY_TABLES = ['api_keys', 'users', 'groups', 'companies'] as const;

interface Entry {
  row: ApiKeyUserRow;
  touched: number;
}

export interface ApiKeyCache {
  /** The live key's caller, as findApiKeyUser answers it; its last use kept current. */
  find(key: string): Promise<ApiKeyUserRow | null>;
}

/**
 * Found API keys, kept by the key's hash so a sensor's steady stream of batches resolves its caller
 * without two round trips each (the lookup and the last-use write). Like the session cache: a write to
 * any of API_KEY_TABLES (a revocation, a user disabled, a role changed) drops every entry before the
 * writing call returns, here and in the other processes on the same PostgreSQL; an entry also lapses
 * at the key's expiry, and after KEEP_MS whatever happens.
 */
export function apiKeyCache(db: Db): ApiKeyCache {
  const changes = db.changes;
  const lookUp = async (key: string) => {
    const row = await findApiKeyUser(db, key);
    if (row) await touchApiKey(db, row.key_id);
    return row;
  };
  if (!changes) return { find: lookUp };
  const kept = keptRows<Entry>(changes, API_KEY_TABLES);
  return {
    async find(key) {
      const hash = sha256(key);
      let now = Date.now();
      const hit = kept.get(hash, now);
      if (hit) {
        if (now - hit.touched >= TOUCH_EVERY_MS) {
          await touchApiKey(db, hit.row.key_id);
          hit.touched = now;
        }
        return hit.row;
      }
      const stamp = kept.stamp();
      const row = await lookUp(key);
      if (!row) return null;
      now = Date.now();
      const until = Math.min(now + KEEP_MS, row.key_expires_at ? new Date(row.key_expires_at).getTime() : Infinity);
      kept.keep(hash, { row, touched: now }, until, stamp);
      return row;
    },
  };
}
