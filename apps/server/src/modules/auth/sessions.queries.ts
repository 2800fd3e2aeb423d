import type { Queryable } from '../../db/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { CACHE_NEUTRAL } from '../../db/write-watch.ts';

export interface SessionUserRow {
  session_id: string;
  csrf_token: string;
  last_seen_at: Date;
  expires_at: Date;
  id: number;
  username: string;
  email: string;
  company_id: number;
  group_id: number | null;
  is_staff: boolean;
  is_superuser: boolean;
  is_terminal_user: boolean;
  time_zone: string;
  permissions: string[] | null;
}

const USER_COLUMNS = `u.id, u.username, u.email, u.company_id, u.group_id, u.is_staff, u.is_superuser,
  u.is_terminal_user, u.time_zone, g.permissions`;

/**
 * Opens a session; returns the cookie value (only its hash is stored) and the CSRF token bound to it.
 * `method` is how the user signed in: 'password' (default) or 'sso:<provider>'.
 */
export async function createSession(
  db: Queryable,
  userId: number,
  opts: { absoluteHours: number; userAgent?: string; ip?: string; method?: string },
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken();
  // A new session cannot be in the session cache (it keeps found sessions only), so nothing there is stale.
  await db.query(
    `${CACHE_NEUTRAL} INSERT INTO sessions (id, user_id, csrf_token, expires_at, user_agent, ip, method)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $6, $7)`,
    [sha256(token), userId, csrfToken, opts.absoluteHours, opts.userAgent ?? null, opts.ip ?? null, opts.method ?? 'password'],
  );
  return { token, csrfToken };
}

/** The active user behind a session cookie, if the session is alive (absolute and idle lifetimes). */
export async function findSessionUser(db: Queryable, token: string, idleMinutes: number): Promise<SessionUserRow | null> {
  const { rows } = await db.query<SessionUserRow>(
    `SELECT s.id AS session_id, s.csrf_token, s.last_seen_at, s.expires_at, ${USER_COLUMNS}
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN groups g ON g.id = u.group_id
      WHERE s.id = $1 AND u.is_active AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2)`,
    [sha256(token), idleMinutes],
  );
  return rows[0] ?? null;
}

/**
 * Idle lifetime counts from the last request; written at most once a minute. Moving last-seen later
 * only makes a cached copy's idle deadline earlier than the real one, so the session cache stays.
 */
export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`${CACHE_NEUTRAL} UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`, [
    sessionId,
  ]);
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** Ends every session of a user (password change, disabling), optionally keeping one. */
export async function deleteUserSessions(db: Queryable, userId: number, keepSessionId?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepSessionId ?? null]);
}

export type ApiKeyUserRow = Omit<SessionUserRow, 'session_id' | 'csrf_token' | 'last_seen_at' | 'expires_at'> & {
  key_id: number;
  scopes: string[];
  key_expires_at: Date | null;
};

/** The active user behind a key in force: not revoked, not expired, its user active. */
export async function findApiKeyUser(db: Queryable, key: string): Promise<ApiKeyUserRow | null> {
  const { rows } = await db.query<ApiKeyUserRow>(
    `SELECT k.id AS key_id, k.scopes, k.expires_at AS key_expires_at, ${USER_COLUMNS}
       FROM api_keys k JOIN users u ON u.id = k.user_id LEFT JOIN groups g ON g.id = u.group_id
      WHERE k.key_hash = $1 AND u.is_active AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
    [sha256(key)],
  );
  return rows[0] ?? null;
}

/** Last use is shown in the key list; written at most once a minute. No cached key holds it, so no cache drops for it. */
export async function touchApiKey(db: Queryable, keyId: number): Promise<void> {
  await db.query(
    `${CACHE_NEUTRAL} UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [keyId],
  );
}

/** A password change or reset revokes every key of the user: whoever knew the old password may hold one. */
export async function revokeUserApiKeys(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE api_keys SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
