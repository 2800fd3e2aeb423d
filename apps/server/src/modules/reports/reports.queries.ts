import type { ReportChart, ReportFormat, ReportObjectRef, ReportPeriod, ReportSchedule, ReportSource } from '@roadlens/contract/reports';
import type { Queryable } from '../../db/index.ts';

export const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A report as stored: the saved selection without names (they are read when shown). */
export interface ReportRow {
  id: number;
  company_id: number;
  owner_id: number | null;
  name: string;
  source: ReportSource;
  objects: ReportObjectRef[];
  period: ReportPeriod;
  metrics: string[];
  charts: ReportChart[];
  formats: ReportFormat[];
  schedule: ReportSchedule | null;
  time_zone: string | null;
  recipients: number[];
  email: boolean;
  next_run_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a caller saves: everything but ids, owner and times. */
export type ReportFields = Omit<ReportRow, 'id' | 'company_id' | 'owner_id' | 'next_run_at' | 'created_at' | 'updated_at'>;

const COLUMNS = `id, company_id, owner_id, name, source, objects, period, metrics, charts, formats, schedule, time_zone,
  recipients, email, CASE WHEN next_run_at IS NULL THEN NULL ELSE ${iso('next_run_at')} END AS next_run_at,
  ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`;

const values = (f: ReportFields) => [
  f.name,
  f.source,
  JSON.stringify(f.objects),
  JSON.stringify(f.period),
  JSON.stringify(f.metrics),
  JSON.stringify(f.charts),
  JSON.stringify(f.formats),
  f.schedule ? JSON.stringify(f.schedule) : null,
  f.time_zone,
  f.recipients,
  f.email,
];

export async function listReports(db: Queryable, companyId: number): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(`SELECT ${COLUMNS} FROM reports WHERE company_id = $1 ORDER BY id DESC`, [companyId]);
  return rows;
}

export async function findReport(db: Queryable, companyId: number, id: number): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(`SELECT ${COLUMNS} FROM reports WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

export async function insertReport(
  db: Queryable,
  companyId: number,
  ownerId: number,
  f: ReportFields,
  nextRunAt: Date | null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reports (company_id, owner_id, name, source, objects, period, metrics, charts, formats, schedule, time_zone, recipients, email, next_run_at)
     VALUES ($12, $13, $1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10::int[], $11, $14) RETURNING id`,
    [...values(f), companyId, ownerId, nextRunAt],
  );
  return rows[0].id;
}

export async function updateReport(
  db: Queryable,
  companyId: number,
  id: number,
  f: ReportFields,
  nextRunAt: Date | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE reports SET name = $1, source = $2, objects = $3::jsonb, period = $4::jsonb, metrics = $5::jsonb, charts = $6::jsonb,
            formats = $7::jsonb, schedule = $8::jsonb, time_zone = $9, recipients = $10::int[], email = $11, next_run_at = $14, updated_at = now()
      WHERE company_id = $12 AND id = $13`,
    [...values(f), companyId, id, nextRunAt],
  );
  return rowCount > 0;
}

export async function deleteReport(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM reports WHERE company_id = $1 AND id = $2', [companyId, id]);
  return rowCount > 0;
}

/** Each object's company and name, in the order given (null company: no such object). */
export async function objectOwners(db: Queryable, objects: readonly ReportObjectRef[]) {
  const { rows } = await db.query<{ pos: number; company_id: number | null; name: string | null }>(
    `SELECT x.pos::int AS pos, COALESCE(l.company_id, r.company_id, d.company_id) AS company_id,
            COALESCE(l.name, r.name, NULLIF(d.name, ''), d.serial) AS name
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS x(kind, id, pos)
       LEFT JOIN links l ON x.kind = 'link' AND l.id = x.id
       LEFT JOIN routes r ON x.kind = 'route' AND r.id = x.id
       LEFT JOIN devices d ON x.kind = 'device' AND d.id = x.id AND d.deleted_at IS NULL
      ORDER BY x.pos`,
    [objects.map((o) => o.kind), objects.map((o) => o.id)],
  );
  return rows;
}

/** The links, routes or devices of a company, by name, for report pickers. */
export async function companyObjects(db: Queryable, companyId: number, kinds: readonly string[]) {
  const { rows } = await db.query<{ kind: 'link' | 'route' | 'device'; id: number; name: string }>(
    `SELECT * FROM (
       SELECT 'link' AS kind, id, name FROM links WHERE company_id = $1 AND 'link' = ANY($2::text[])
       UNION ALL SELECT 'route', id, name FROM routes WHERE company_id = $1 AND 'route' = ANY($2::text[])
       UNION ALL SELECT 'device', id, COALESCE(NULLIF(name, ''), serial) FROM devices
                  WHERE company_id = $1 AND deleted_at IS NULL AND 'device' = ANY($2::text[])) o
      ORDER BY kind, name, id`,
    [companyId, kinds],
  );
  return rows;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
}
const USER_NAME = `COALESCE(NULLIF(trim(first_name || ' ' || last_name), ''), username)`;

/** Active users of the company (all of them, or those with the given ids). */
export async function companyUsers(db: Queryable, companyId: number, ids?: readonly number[]): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT id, ${USER_NAME} AS name, email FROM users
      WHERE company_id = $1 AND is_active AND ($2::int[] IS NULL OR id = ANY($2::int[])) ORDER BY name, id`,
    [companyId, ids ?? null],
  );
  return rows;
}

/** What rendering needs of a company: name, zone and units. */
export async function companyProfile(db: Queryable, companyId: number) {
  const { rows } = await db.query<{ name: string; time_zone: string; speed: string | null; distance: string | null }>(
    `SELECT name, time_zone, measures->>'speed' AS speed, measures->>'distance' AS distance FROM companies WHERE id = $1`,
    [companyId],
  );
  return rows[0];
}

/** Lengths of the company's links (Traffic Stats lists only links with data in a period). */
export async function linkLengths(db: Queryable, companyId: number, ids: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; length_m: number }>(
    'SELECT id, length_m FROM links WHERE company_id = $1 AND id = ANY($2::int[])',
    [companyId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.length_m]));
}

/** Detections per device and local bucket (`YYYY-MM-DD`, or `YYYY-MM-DD HH:00` when hourly) between two instants. */
export async function detectionCounts(
  db: Queryable,
  companyId: number,
  deviceIds: readonly number[],
  from: Date,
  to: Date,
  tz: string,
  hourly: boolean,
) {
  const { rows } = await db.query<{ device_id: number; bucket: string; n: number }>(
    `SELECT r.device_id, to_char(r.create_time AT TIME ZONE $5, $6) AS bucket, count(*)::int AS n
       FROM detections r JOIN devices d ON d.id = r.device_id
      WHERE d.company_id = $1 AND r.device_id = ANY($2::int[]) AND r.create_time >= $3 AND r.create_time < $4
      GROUP BY 1, 2`,
    [companyId, deviceIds, from, to, tz, hourly ? 'YYYY-MM-DD HH24:00' : 'YYYY-MM-DD'],
  );
  return rows;
}
