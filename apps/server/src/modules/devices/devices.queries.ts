import type { Queryable } from '../../db/index.ts';
import type { Device, DevicePatch } from '@roadlens/contract/devices';
import { detectionRateSql } from '../../lib/ingest-counters.ts';

const iso = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** detection_rate comes from the counts ingest keeps (see detectionRateSql), not a stored figure. */
const COLUMNS = `id, serial, name, data_source_type, lat, lng, direction, config, commands, mode, schedule_status, credit,
  processing_status, time_zone, last_seen, ${detectionRateSql('devices')} AS detection_rate, voltage, temperature, created_at`;

export const toDevice = (r: Record<string, unknown>): Device => ({
  ...(r as unknown as Device),
  last_seen: iso(r.last_seen),
  created_at: iso(r.created_at)!,
});

const ORDERINGS: Record<string, string> = {
  name: 'name, id',
  '-name': 'name DESC, id DESC',
  serial: 'serial, id',
  '-serial': 'serial DESC, id DESC',
  id: 'id',
  '-id': 'id DESC',
  last_seen: 'last_seen NULLS FIRST, id',
  '-last_seen': 'last_seen DESC NULLS LAST, id DESC',
};

/**
 * Task counts of each listed device's latest processing run (its newest task_id), joined onto the
 * page only, so the list's progress bar shows the exact percentage in the same query.
 */
const TASK_COUNTS = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE t.state IN ('failed', 'revoked'))::int AS failed,
           count(*) FILTER (WHERE t.state = 'pending')::int AS pending,
           count(*) FILTER (WHERE t.state = 'running')::int AS running,
           count(*) FILTER (WHERE t.state = 'succeeded')::int AS succeeded
      FROM processing_tasks t
     WHERE t.company_id = $1
       AND t.task_id = (SELECT lt.task_id FROM processing_tasks lt WHERE lt.device_id = d.id AND lt.company_id = $1 ORDER BY lt.id DESC LIMIT 1)
  ) tc ON true`;

export async function listDevices(
  db: Queryable,
  companyId: number,
  q: { search?: string; data_source_type?: number; ordering?: string; limit: number; offset: number },
): Promise<{ count: number; rows: Device[] }> {
  const where = `company_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR serial ILIKE '%' || $2 || '%' OR name ILIKE '%' || $2 || '%')
    AND ($3::int IS NULL OR data_source_type = $3)`;
  const params = [companyId, q.search ?? null, q.data_source_type ?? null];
  const order = ORDERINGS[q.ordering ?? 'name'] ?? ORDERINGS.name;
  const [{ rows: c }, { rows }] = [
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM devices WHERE ${where}`, params),
    await db.query(
      `SELECT d.*, tc.total, tc.failed, tc.pending, tc.running, tc.succeeded
         FROM (SELECT ${COLUMNS} FROM devices WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5) d ${TASK_COUNTS}
        ORDER BY ${order}`,
      [...params, q.limit, q.offset],
    ),
  ];
  return {
    count: c[0].n,
    rows: rows.map(({ total, failed, pending, running, succeeded, ...r }) => ({
      ...toDevice(r),
      task_counts: total ? ({ total, failed, pending, running, succeeded } as Device['task_counts']) : null,
    })),
  };
}

/** Company-scoped: another company's device is simply not found. */
export async function findDevice(db: Queryable, companyId: number, id: number): Promise<Device | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM devices WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL`, [
    id,
    companyId,
  ]);
  return rows[0] ? toDevice(rows[0]) : null;
}

export async function insertDevice(
  db: Queryable,
  companyId: number,
  serial: string,
  d: {
    name?: string;
    data_source_type?: number;
    lat?: number | null;
    lng?: number | null;
    direction?: string | null;
    time_zone?: string | null;
  },
): Promise<Device> {
  const { rows } = await db.query(
    `INSERT INTO devices (company_id, serial, name, data_source_type, lat, lng, direction, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [companyId, serial, d.name ?? serial, d.data_source_type ?? 0, d.lat ?? null, d.lng ?? null, d.direction ?? null, d.time_zone ?? null],
  );
  return toDevice(rows[0]);
}

export async function updateDevice(db: Queryable, companyId: number, id: number, p: DevicePatch): Promise<Device | null> {
  const has = (k: keyof DevicePatch) => p[k] !== undefined;
  const { rows } = await db.query(
    `UPDATE devices SET
       name = CASE WHEN $3 THEN $4 ELSE name END,
       data_source_type = CASE WHEN $5 THEN $6::int ELSE data_source_type END,
       lat = CASE WHEN $7 THEN $8::float8 ELSE lat END,
       lng = CASE WHEN $9 THEN $10::float8 ELSE lng END,
       direction = CASE WHEN $11 THEN $12 ELSE direction END,
       time_zone = CASE WHEN $13 THEN $14 ELSE time_zone END,
       mode = CASE WHEN $15 THEN $16::int ELSE mode END
     WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [
      id,
      companyId,
      has('name'),
      p.name ?? null,
      has('data_source_type'),
      p.data_source_type ?? null,
      has('lat'),
      p.lat ?? null,
      has('lng'),
      p.lng ?? null,
      has('direction'),
      p.direction ?? null,
      has('time_zone'),
      p.time_zone ?? null,
      has('mode'),
      p.mode ?? null,
    ],
  );
  return rows[0] ? toDevice(rows[0]) : null;
}

/** Merges one plugin's settings into config[tab][plugin] (other tabs and plugins untouched). */
export async function updateConfig(
  db: Queryable,
  companyId: number,
  id: number,
  tab: string,
  plugin: string,
  data: unknown,
): Promise<Device | null> {
  const { rows } = await db.query(
    `UPDATE devices SET config = jsonb_set(
        CASE WHEN config ? $3 THEN config ELSE config || jsonb_build_object($3::text, '{}'::jsonb) END,
        ARRAY[$3::text, $4::text], COALESCE(config #> ARRAY[$3::text, $4::text], '{}'::jsonb) || $5::jsonb)
     WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, companyId, tab, plugin, JSON.stringify(data)],
  );
  return rows[0] ? toDevice(rows[0]) : null;
}

export async function setCommands(db: Queryable, companyId: number, id: number, commands: unknown[]): Promise<Device | null> {
  const { rows } = await db.query(
    `UPDATE devices SET commands = $3::jsonb WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, companyId, JSON.stringify(commands)],
  );
  return rows[0] ? toDevice(rows[0]) : null;
}

export async function softDeleteDevice(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE devices SET deleted_at = now() WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL', [
    id,
    companyId,
  ]);
  return rowCount > 0;
}

export async function setPorts(db: Queryable, companyId: number, id: number, ports: unknown): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE devices SET ports = $3::jsonb WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL', [
    id,
    companyId,
    JSON.stringify(ports),
  ]);
  return rowCount > 0;
}

/** Device time ranges (epoch s) and days without data between first and last, for many devices at once. */
export async function timeRanges(db: Queryable, companyId: number, ids: number[]) {
  const { rows } = await db.query<{
    id: number;
    serial: string;
    first: number | null;
    last: number | null;
    rfirst: number | null;
    rlast: number | null;
    days: number[] | null;
  }>(
    `SELECT d.id, d.serial,
        (SELECT extract(epoch FROM min(create_time))::float8 FROM detections WHERE device_id = d.id) AS first,
        (SELECT extract(epoch FROM max(create_time))::float8 FROM detections WHERE device_id = d.id) AS last,
        (SELECT extract(epoch FROM min(timestamp))::float8 FROM radar_data WHERE device_id = d.id) AS rfirst,
        (SELECT extract(epoch FROM max(timestamp))::float8 FROM radar_data WHERE device_id = d.id) AS rlast,
        (SELECT array_agg(DISTINCT extract(epoch FROM date_trunc('day', create_time))::float8) FROM detections WHERE device_id = d.id) AS days
       FROM devices d WHERE d.company_id = $1 AND d.deleted_at IS NULL AND d.id = ANY($2::int[]) ORDER BY d.id`,
    [companyId, ids],
  );
  return rows.map((r) => {
    const noData: number[] = [];
    if (r.first != null && r.last != null) {
      const have = new Set(r.days ?? []);
      for (let day = Math.floor(r.first / 86400) * 86400; day <= r.last; day += 86400) if (!have.has(day)) noData.push(day);
    }
    return {
      id: r.id,
      serial: r.serial,
      first: r.first,
      last: r.last,
      no_data_days: noData,
      radar_data_time_range: { first: r.rfirst, last: r.rlast },
    };
  });
}

export async function averageByHour(db: Queryable, deviceId: number, radar: boolean) {
  const sql = radar
    ? `SELECT extract(hour FROM timestamp)::int AS h, sum(count)::int AS n, count(DISTINCT date_trunc('day', timestamp))::int AS days FROM radar_data WHERE device_id = $1 GROUP BY 1`
    : `SELECT extract(hour FROM create_time)::int AS h, count(*)::int AS n, count(DISTINCT date_trunc('day', create_time))::int AS days FROM detections WHERE device_id = $1 GROUP BY 1`;
  const { rows } = await db.query<{ h: number; n: number; days: number }>(sql, [deviceId]);
  return rows;
}

export async function countDays(db: Queryable, deviceId: number, radar: boolean): Promise<number> {
  const sql = radar
    ? `SELECT count(DISTINCT date_trunc('day', timestamp))::int AS n FROM radar_data WHERE device_id = $1`
    : `SELECT count(DISTINCT date_trunc('day', create_time))::int AS n FROM detections WHERE device_id = $1`;
  const { rows } = await db.query<{ n: number }>(sql, [deviceId]);
  return rows[0].n;
}
