import type { Queryable } from '../../db/index.ts';
import type { SignLine, SignMessage, SignReason } from '@roadlens/contract/signs';

export interface SignRow {
  id: number;
  company_id: number;
  name: string;
  lat: number;
  lng: number;
  lines: SignLine[];
  rounding_min: number;
  max_minutes: number;
  min_confidence: number;
  max_age_min: number;
  override_lines: string[] | null;
  override_expires_at: Date | null;
  override_reason: string | null;
  shown_lines: string[] | null;
  shown_reason: SignReason | null;
  shown_detail: string | null;
  shown_since: Date | null;
  routes: Array<{ route_id: number; speed_limit_kmh: number; name: string }>;
}

const SELECT = `SELECT s.id, s.company_id, s.name, s.lat, s.lng, s.lines, s.rounding_min, s.max_minutes, s.min_confidence, s.max_age_min,
    s.override_lines, s.override_expires_at, s.override_reason, s.shown_lines, s.shown_reason, s.shown_detail, s.shown_since,
    COALESCE((SELECT json_agg(json_build_object('route_id', sr.route_id, 'speed_limit_kmh', sr.speed_limit_kmh, 'name', r.name) ORDER BY sr.position)
      FROM sign_routes sr JOIN routes r ON r.id = sr.route_id WHERE sr.sign_id = s.id), '[]') AS routes
  FROM signs s`;

export async function listSigns(db: Queryable, companyId: number): Promise<SignRow[]> {
  const { rows } = await db.query<SignRow>(`${SELECT} WHERE s.company_id = $1 ORDER BY s.name, s.id`, [companyId]);
  return rows;
}

export async function findSign(db: Queryable, companyId: number, id: number): Promise<SignRow | null> {
  const { rows } = await db.query<SignRow>(`${SELECT} WHERE s.company_id = $1 AND s.id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

/** Every sign of every company, for the background refresh. */
export async function allSignKeys(db: Queryable): Promise<Array<{ id: number; company_id: number }>> {
  const { rows } = await db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM signs ORDER BY id');
  return rows;
}

/** The ids among `ids` that are not routes of the company. */
export async function foreignRoutes(db: Queryable, companyId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT x.id FROM unnest($2::int[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM routes r WHERE r.id = x.id AND r.company_id = $1)',
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

export interface SignFields {
  name: string;
  lat: number;
  lng: number;
  lines: SignLine[];
  rounding_min: number;
  max_minutes: number;
  min_confidence: number;
  max_age_min: number;
}

export async function insertSign(db: Queryable, companyId: number, f: SignFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO signs (company_id, name, lat, lng, lines, rounding_min, max_minutes, min_confidence, max_age_min)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) RETURNING id`,
    [companyId, f.name, f.lat, f.lng, JSON.stringify(f.lines), f.rounding_min, f.max_minutes, f.min_confidence, f.max_age_min],
  );
  return rows[0].id;
}

/** Changes the given fields; false when the sign is not the company's. */
export async function updateSign(db: Queryable, companyId: number, id: number, f: Partial<SignFields>): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE signs SET name = COALESCE($3, name), lat = COALESCE($4, lat), lng = COALESCE($5, lng), lines = COALESCE($6::jsonb, lines),
       rounding_min = COALESCE($7, rounding_min), max_minutes = COALESCE($8, max_minutes),
       min_confidence = COALESCE($9, min_confidence), max_age_min = COALESCE($10, max_age_min)
     WHERE id = $1 AND company_id = $2`,
    [
      id,
      companyId,
      f.name ?? null,
      f.lat ?? null,
      f.lng ?? null,
      f.lines ? JSON.stringify(f.lines) : null,
      f.rounding_min ?? null,
      f.max_minutes ?? null,
      f.min_confidence ?? null,
      f.max_age_min ?? null,
    ],
  );
  return rowCount > 0;
}

export async function setSignRoutes(
  db: Queryable,
  signId: number,
  routes: Array<{ route_id: number; speed_limit_kmh: number }>,
): Promise<void> {
  await db.query('DELETE FROM sign_routes WHERE sign_id = $1', [signId]);
  await db.query(
    `INSERT INTO sign_routes (sign_id, route_id, speed_limit_kmh, position)
     SELECT $1, r, v, p - 1 FROM unnest($2::int[], $3::float8[]) WITH ORDINALITY AS x(r, v, p)`,
    [signId, routes.map((r) => r.route_id), routes.map((r) => r.speed_limit_kmh)],
  );
}

export async function deleteSign(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM signs WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}

export async function writeOverride(
  db: Queryable,
  companyId: number,
  id: number,
  o: { lines: string[]; expires_at: Date; reason: string } | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE signs SET override_lines = $3::jsonb, override_expires_at = $4, override_reason = $5 WHERE id = $1 AND company_id = $2',
    [id, companyId, o ? JSON.stringify(o.lines) : null, o?.expires_at ?? null, o?.reason ?? null],
  );
  return rowCount > 0;
}

/** Ends the override only when its reason ends with `tag` (one put up by someone else since stays); true when it ended. */
export async function clearTaggedOverride(db: Queryable, companyId: number, id: number, tag: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE signs SET override_lines = NULL, override_expires_at = NULL, override_reason = NULL
      WHERE id = $1 AND company_id = $2 AND override_reason IS NOT NULL AND right(override_reason, length($3)) = $3`,
    [id, companyId, tag],
  );
  return rowCount > 0;
}

/**
 * Stores what the sign shows now. A message log row is written only when the text changes; the
 * row lock makes two processes evaluating together log one change, not two.
 */
export async function recordShown(db: Queryable, id: number, lines: string[], reason: SignReason, detail: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH old AS (SELECT id, shown_lines FROM signs WHERE id = $1 FOR UPDATE),
     u AS (UPDATE signs s SET shown_lines = $2::jsonb, shown_reason = $3, shown_detail = $4,
             shown_since = CASE WHEN old.shown_lines IS DISTINCT FROM $2::jsonb THEN now() ELSE s.shown_since END
           FROM old WHERE s.id = old.id
           RETURNING s.id, old.shown_lines IS DISTINCT FROM $2::jsonb AS changed)
     INSERT INTO sign_messages (sign_id, lines, reason, detail) SELECT id, $2::jsonb, $3, $4 FROM u WHERE changed`,
    [id, JSON.stringify(lines), reason, detail],
  );
  return rowCount > 0;
}

/** The message shown when the window opened (if any) and every change since, oldest first. */
export async function signHistory(db: Queryable, companyId: number, id: number, from: Date): Promise<SignMessage[]> {
  const { rows } = await db.query<{ at: Date; lines: string[]; reason: SignReason; detail: string }>(
    `SELECT m.at, m.lines, m.reason, m.detail FROM (
       (SELECT * FROM sign_messages WHERE sign_id = $2 AND at < $3 ORDER BY at DESC, id DESC LIMIT 1)
       UNION ALL (SELECT * FROM sign_messages WHERE sign_id = $2 AND at >= $3)
     ) m JOIN signs s ON s.id = m.sign_id AND s.company_id = $1
     ORDER BY m.at, m.id`,
    [companyId, id, from],
  );
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), lines: r.lines, reason: r.reason, detail: r.detail }));
}
