import type { Queryable } from '../../db/index.ts';

/**
 * Failed sign-in limits (identity issue; figures in the report):
 * - per account (the login text as typed, lower-cased, so unknown names are limited the same way
 *   and the answer does not reveal whether an account exists): 5 failures in 15 minutes;
 * - per client IP: 20 failures in 15 minutes.
 * Beyond either, sign-in answers 429 until the oldest failure leaves the window. A wrong
 * two-factor code counts as a failure too. A successful sign-in clears the account's failures.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const;

export async function countRecentFailures(db: Queryable, login: string, ip: string): Promise<{ account: number; ip: number }> {
  const { rows } = await db.query<{ account: number; ip: number }>(
    `SELECT count(*) FILTER (WHERE login = lower($1))::int AS account, count(*) FILTER (WHERE ip = $2)::int AS ip
       FROM login_attempts
      WHERE (login = lower($1) OR ip = $2) AND created_at > now() - make_interval(mins => $3)`,
    [login, ip, LOGIN_LIMITS.windowMinutes],
  );
  return rows[0] ?? { account: 0, ip: 0 };
}

export async function recordFailure(db: Queryable, login: string, ip: string): Promise<void> {
  await db.query('INSERT INTO login_attempts (login, ip) VALUES (lower($1), $2)', [login, ip]);
  // Keep the table small: anything outside the window no longer counts.
  await db.query(`DELETE FROM login_attempts WHERE created_at < now() - make_interval(mins => $1)`, [LOGIN_LIMITS.windowMinutes * 2]);
}

export async function clearFailures(db: Queryable, login: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE login = lower($1)', [login]);
}
