import type { Queryable } from '../../db/index.ts';
import type { LoginAuditEntry, LoginAuditReason } from '@roadlens/contract';

/** Failed sign-ins are kept this long for staff to read. */
export const AUDIT_DAYS = 90;

export interface AuditFailure {
  username: string;
  userId: number | null;
  ip: string;
  userAgent: string | undefined;
  reason: LoginAuditReason;
}

export async function recordLoginFailure(db: Queryable, f: AuditFailure): Promise<void> {
  await db.query('INSERT INTO login_audit (username, user_id, ip, user_agent, reason) VALUES ($1, $2, $3, $4, $5)', [
    f.username.slice(0, 254),
    f.userId,
    f.ip,
    f.userAgent?.slice(0, 512) ?? null,
    f.reason,
  ]);
}

export async function pruneLoginAudit(db: Queryable): Promise<void> {
  await db.query('DELETE FROM login_audit WHERE created_at < now() - make_interval(days => $1)', [AUDIT_DAYS]);
}

interface AuditFilter {
  username?: string;
  address?: string;
}

const WHERE = `($1::text IS NULL OR lower(a.username) = lower($1)) AND ($2::text IS NULL OR a.ip = $2)`;

/** Newest first; `username` matches case-insensitively, `address` exactly. */
export async function listLoginAudit(db: Queryable, q: AuditFilter & { limit: number; offset: number }): Promise<LoginAuditEntry[]> {
  const { rows } = await db.query<LoginAuditEntry>(
    `SELECT a.id::int AS id, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time, a.username, a.user_id,
            a.ip AS address, a.user_agent, a.reason
       FROM login_audit a WHERE ${WHERE}
      ORDER BY a.created_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [q.username ?? null, q.address ?? null, q.limit, q.offset],
  );
  return rows;
}

export async function countLoginAudit(db: Queryable, q: AuditFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_audit a WHERE ${WHERE}`, [
    q.username ?? null,
    q.address ?? null,
  ]);
  return rows[0].n;
}
