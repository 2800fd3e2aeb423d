import type { Queryable } from '../../db/index.ts';

export interface LoginUserRow {
  id: number;
  password_hash: string | null;
  is_active: boolean;
  two_fa_enabled: boolean;
}

/** Sign-in accepts a username or an e-mail, case-insensitively. */
export async function findLoginUser(db: Queryable, login: string): Promise<LoginUserRow | null> {
  const { rows } = await db.query<LoginUserRow>(
    `SELECT id, password_hash, is_active, two_fa_enabled FROM users
      WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1`,
    [login],
  );
  return rows[0] ?? null;
}

export async function recordLogin(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [userId]);
}
