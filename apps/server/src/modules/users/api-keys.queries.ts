import type { Queryable } from '../../db/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

/** A new key for the user, replacing any old one; returns the key (only its hash is stored). */
export async function issueApiKey(db: Queryable, userId: number, replace: boolean): Promise<{ token: string; prefix: string } | null> {
  const token = randomToken(30);
  const prefix = token.slice(0, 8);
  const { rows } = await db.query(
    `INSERT INTO api_keys (user_id, key_hash, prefix) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO ${replace ? 'UPDATE SET key_hash = EXCLUDED.key_hash, prefix = EXCLUDED.prefix, created_at = now(), last_used_at = NULL' : 'NOTHING'}
     RETURNING id`,
    [userId, sha256(token), prefix],
  );
  return rows.length ? { token, prefix } : null;
}
