import type { Queryable } from '../../db/index.ts';

/** The pending step lives 5 minutes and allows 5 wrong codes (identity issue). */
export const TWO_FA_PENDING = { minutes: 5, maxWrongCodes: 5 } as const;

export async function startPending(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO two_fa_pending (user_id, wrong_codes, expires_at) VALUES ($1, 0, now() + make_interval(mins => $2))
     ON CONFLICT (user_id) DO UPDATE SET wrong_codes = 0, expires_at = EXCLUDED.expires_at`,
    [userId, TWO_FA_PENDING.minutes],
  );
}

export async function findPending(db: Queryable, userId: number): Promise<{ wrong_codes: number } | null> {
  const { rows } = await db.query<{ wrong_codes: number }>(
    'SELECT wrong_codes FROM two_fa_pending WHERE user_id = $1 AND expires_at > now()',
    [userId],
  );
  return rows[0] ?? null;
}

/** Counts a wrong code; returns the new count. */
export async function addWrongCode(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ wrong_codes: number }>(
    'UPDATE two_fa_pending SET wrong_codes = wrong_codes + 1 WHERE user_id = $1 RETURNING wrong_codes',
    [userId],
  );
  return rows[0]?.wrong_codes ?? TWO_FA_PENDING.maxWrongCodes;
}

export async function endPending(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM two_fa_pending WHERE user_id = $1', [userId]);
}

export async function findTwoFa(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    two_fa_enabled: boolean;
    two_fa_secret: string | null;
    two_fa_last_step: number | null;
    two_fa_pending_secret: string | null;
    username: string;
  }>('SELECT two_fa_enabled, two_fa_secret, two_fa_last_step, two_fa_pending_secret, username FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}

/** Records the step of an accepted code; the WHERE makes a concurrent replay of the same code lose. */
export async function useStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE users SET two_fa_last_step = $2 WHERE id = $1 AND (two_fa_last_step IS NULL OR two_fa_last_step < $2) RETURNING id',
    [userId, step],
  );
  return rows.length === 1;
}

export async function setPendingSecret(db: Queryable, userId: number, secret: string): Promise<void> {
  await db.query('UPDATE users SET two_fa_pending_secret = $2 WHERE id = $1', [userId, secret]);
}

/** Turns two-factor on with the verified enrolment secret, or off (clearing every secret). */
export async function setTwoFa(db: Queryable, userId: number, enabled: boolean, secret: string | null, step: number | null): Promise<void> {
  await db.query(
    `UPDATE users SET two_fa_enabled = $2, two_fa_secret = $3, two_fa_last_step = $4, two_fa_pending_secret = NULL WHERE id = $1`,
    [userId, enabled, secret, step],
  );
}
