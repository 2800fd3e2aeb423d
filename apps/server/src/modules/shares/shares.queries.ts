import type { Queryable } from '../../db/index.ts';

export interface ShareRow {
  uuid: string;
  company_id: number;
  view: 'traffic-stats';
  title: string;
  params: unknown;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  status: 'active' | 'expired' | 'revoked';
}

const columns = (
  p = '',
) => `${p}uuid::text AS uuid, ${p}company_id, ${p}view, ${p}title, ${p}params, ${p}created_at, ${p}expires_at, ${p}revoked_at,
  CASE WHEN ${p}revoked_at IS NOT NULL THEN 'revoked' WHEN ${p}expires_at <= now() THEN 'expired' ELSE 'active' END AS status`;
const COLUMNS = columns();

export async function insertShare(
  db: Queryable,
  s: { uuid: string; companyId: number; userId: number; view: string; title: string; params: unknown; expiresInDays: number },
): Promise<ShareRow> {
  const { rows } = await db.query<ShareRow>(
    `INSERT INTO shares (uuid, company_id, created_by, view, title, params, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7::int)) RETURNING ${COLUMNS}`,
    [s.uuid, s.companyId, s.userId, s.view, s.title, JSON.stringify(s.params), s.expiresInDays],
  );
  return rows[0];
}

/** The shares one user created in their company, newest first. */
export async function listShares(db: Queryable, companyId: number, userId: number): Promise<ShareRow[]> {
  const { rows } = await db.query<ShareRow>(
    `SELECT ${COLUMNS} FROM shares WHERE company_id = $1 AND created_by = $2 ORDER BY created_at DESC, uuid`,
    [companyId, userId],
  );
  return rows;
}

/** Revokes one of the user's shares; false when it is not theirs (or not there). Revoking twice keeps the first time. */
export async function revokeShare(db: Queryable, companyId: number, userId: number, uuid: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE shares SET revoked_at = COALESCE(revoked_at, now()) WHERE uuid = $1 AND company_id = $2 AND created_by = $3 RETURNING uuid`,
    [uuid, companyId, userId],
  );
  return rows.length > 0;
}

/** An active share of view `view` with its company's name; null when unknown, expired or revoked. */
export async function activeShare(db: Queryable, uuid: string, view: string): Promise<(ShareRow & { company: string }) | null> {
  const { rows } = await db.query<ShareRow & { company: string }>(
    `SELECT ${columns('s.')}, c.name AS company
       FROM shares s JOIN companies c ON c.id = s.company_id
      WHERE s.uuid = $1 AND s.view = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [uuid, view],
  );
  return rows[0] ?? null;
}

/** True when the route is the company's. */
export async function isCompanyRoute(db: Queryable, companyId: number, routeId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM routes WHERE id = $1 AND company_id = $2', [routeId, companyId]);
  return rows.length > 0;
}
