import type { Queryable } from '../../db/index.ts';

/**
 * Password-reset request limits (identity issue; figures in docs/decisions/005-sso.md):
 * - per e-mail address as typed (lower-cased), known or not: 3 requests an hour;
 * - per client IP: 10 requests an hour.
 * Counting the address as typed, whether or not it belongs to a user, keeps the limit from
 * telling which addresses exist; the refused request is not recorded, so a flood does not
 * extend the wait.
 */
export const RESET_LIMITS = { windowMinutes: 60, perEmail: 3, perIp: 10 } as const;

/** Records the request unless a limit is reached; answers whether it may go ahead. */
export async function admitResetRequest(db: Queryable, email: string, ip: string): Promise<boolean> {
  const { rows } = await db.query<{ email: number; ip: number }>(
    `SELECT count(*) FILTER (WHERE email = lower($1))::int AS email, count(*) FILTER (WHERE ip = $2)::int AS ip
       FROM password_reset_requests
      WHERE (email = lower($1) OR ip = $2) AND created_at > now() - make_interval(mins => $3)`,
    [email, ip, RESET_LIMITS.windowMinutes],
  );
  const counts = rows[0] ?? { email: 0, ip: 0 };
  if (counts.email >= RESET_LIMITS.perEmail || counts.ip >= RESET_LIMITS.perIp) return false;
  await db.query('INSERT INTO password_reset_requests (email, ip) VALUES (lower($1), $2)', [email, ip]);
  // Keep the table small: rows outside the window no longer count.
  await db.query('DELETE FROM password_reset_requests WHERE created_at < now() - make_interval(mins => $1)', [
    RESET_LIMITS.windowMinutes * 2,
  ]);
  return true;
}
