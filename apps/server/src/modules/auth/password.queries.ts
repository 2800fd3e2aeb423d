import type { Queryable } from '../../db/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

/** Reset links live one hour and work once. */
export const RESET_TOKEN_MINUTES = 60;

export async function findActiveUserByEmail(db: Queryable, email: string) {
  const { rows } = await db.query<{ id: number; email: string; username: string }>(
    'SELECT id, email, username FROM users WHERE lower(email) = lower($1) AND is_active',
    [email],
  );
  return rows[0] ?? null;
}

export async function createResetToken(db: Queryable, userId: number): Promise<string> {
  const token = randomToken();
  await db.query(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    sha256(token),
    userId,
    RESET_TOKEN_MINUTES,
  ]);
  return token;
}

/** Marks the token used and returns its user, only if it is the user's, unused and unexpired. */
export async function consumeResetToken(db: Queryable, userId: number, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE password_reset_tokens SET used_at = now()
      WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [sha256(token), userId],
  );
  return rows[0]?.user_id ?? null;
}

/** A new password voids every other outstanding reset link of the user. */
export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  await db.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

export async function findPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}
