import type { Queryable } from '../../db/index.ts';
import type { ApiKey, ApiKeyScope } from '@roadlens/contract';
import { randomToken, sha256 } from '../../lib/crypto.ts';

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const KEY_COLUMNS = `k.id, k.name, k.prefix, k.scopes, ${iso('k.created_at')} AS created_at, ${iso('k.last_used_at')} AS last_used_at,
  ${iso('k.expires_at')} AS expires_at, ${iso('k.revoked_at')} AS revoked_at,
  CASE WHEN k.revoked_at IS NOT NULL THEN 'revoked' WHEN k.expires_at <= now() THEN 'expired' ELSE 'active' END AS status`;

/** The keys the legacy generate/regenerate calls make: a sensor's key (send and read data). */
export const LEGACY_KEY = { name: 'Sensor key', scopes: ['ingest', 'read'] as ApiKeyScope[] };

const newKey = () => {
  const token = randomToken(30);
  return { token, prefix: token.slice(0, 8), hash: sha256(token) };
};

/** A new key; only its hash and first characters are stored. */
export async function createApiKey(
  db: Queryable,
  userId: number,
  k: { name: string; scopes: ApiKeyScope[]; expiresAt?: string | null },
): Promise<ApiKey & { token: string }> {
  const { token, prefix, hash } = newKey();
  const { rows } = await db.query<ApiKey>(
    `INSERT INTO api_keys AS k (user_id, key_hash, prefix, name, scopes, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${KEY_COLUMNS}`,
    [userId, hash, prefix, k.name, k.scopes, k.expiresAt ?? null],
  );
  return { ...rows[0], token };
}

/** The user's keys, newest first. */
export async function listApiKeys(db: Queryable, userId: number): Promise<ApiKey[]> {
  const { rows } = await db.query<ApiKey>(
    `SELECT ${KEY_COLUMNS} FROM api_keys k WHERE k.user_id = $1 ORDER BY k.created_at DESC, k.id DESC`,
    [userId],
  );
  return rows;
}

/** False when the key is not the user's; revoking twice keeps the first time. */
export async function revokeApiKey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length === 1;
}

/** Revokes every key of the user still in force. */
export async function revokeAllApiKeys(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE api_keys SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** A sensor key unless the user already has a key in force (then null). */
async function insertFirstKey(db: Queryable, userId: number): Promise<{ token: string; prefix: string } | null> {
  const { token, prefix, hash } = newKey();
  const { rows } = await db.query(
    `INSERT INTO api_keys (user_id, key_hash, prefix, name, scopes)
     SELECT $1, $2, $3, $4, $5
      WHERE NOT EXISTS (SELECT 1 FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()))
     RETURNING id`,
    [userId, hash, prefix, LEGACY_KEY.name, LEGACY_KEY.scopes],
  );
  return rows.length ? { token, prefix } : null;
}

/**
 * The legacy calls: generate_token makes the first sensor key (null when a key is in force);
 * re_generate_token revokes every key of the user and makes a new sensor key.
 */
export async function issueApiKey(db: Queryable, userId: number, replace: boolean): Promise<{ token: string; prefix: string } | null> {
  if (replace) await revokeAllApiKeys(db, userId);
  return insertFirstKey(db, userId);
}
