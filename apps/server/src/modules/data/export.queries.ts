import type { Queryable } from '../../db/index.ts';
import type { RecordFilter, TimeFilter } from './data.queries.ts';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
/** ISO 8601 text made by the database: parsing a Date per cell and printing it again was most of an export's time. */
const text = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${col}`;

interface Kind {
  table: string;
  time: string;
  columns: string;
}
const KINDS = {
  records: {
    table: 'detections',
    time: 'create_time',
    columns: `id, device_id, fingerprint, tag, ${text('create_time')}, ${text('sync_time')}, rssi, signal`,
  },
  radar: {
    table: 'radar_data',
    time: 'timestamp',
    columns: `id, device_id, ${text('timestamp')}, lane, count, speed_kmh, occupancy, vehicle_class`,
  },
  logs: { table: 'device_logs', time: 'timestamp', columns: `id, device_id, ${text('timestamp')}, level, message, voltage, temperature` },
} satisfies Record<string, Kind>;

/**
 * Keyset pages for exports: `WHERE id > last ORDER BY id LIMIT n` with only the filters that were given
 * written into the SQL (a generic `($n IS NULL OR …)` text defeats the indexes). The company scope is
 * resolved once to its device ids: one device → `device_id = $1`, walked on the (device_id, id) index;
 * several → the primary key in id order. Returns the page function, or null when the device is not the
 * company's.
 */
async function pager(db: Queryable, kind: Kind, f: RecordFilter, extra: Array<[string, unknown]>) {
  const { rows: devices } = await db.query<{ id: number; serial: string; name: string }>(
    `SELECT id, serial, name FROM devices WHERE company_id = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR id = $2)`,
    [f.companyId, f.deviceId ?? null],
  );
  const byId = new Map(devices.map((d) => [d.id, d]));
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = [f.deviceId !== undefined ? `device_id = ${p(f.deviceId)}` : `device_id = ANY(${p(devices.map((d) => d.id))}::int[])`];
  if (f.from) where.push(`${kind.time} >= ${p(f.from)}::timestamptz`);
  if (f.to) where.push(`${kind.time} <= ${p(f.to)}::timestamptz`);
  for (const [cond, v] of extra) if (v !== undefined) where.push(cond.replace('?', p(v)));
  const sql = `SELECT ${kind.columns} FROM ${kind.table} WHERE ${where.join(' AND ')} AND id > $${params.length + 1} ORDER BY id LIMIT $${params.length + 2}`;
  if (devices.length === 0) return async (): Promise<Record<string, unknown>[]> => [];
  // Each row names its sensor (serial and name) besides its number, so an export reads on its own.
  return async (afterId: number, limit: number) =>
    (await db.query<Record<string, unknown>>(sql, [...params, afterId, limit])).rows.map((r): Record<string, unknown> => ({
      ...r,
      device_serial: byId.get(r.device_id as number)?.serial ?? '',
      device_name: byId.get(r.device_id as number)?.name ?? '',
    }));
}

/** Serial and name of each sensor, and name of each link, of the company: exports name what they number. */
export async function exportNames(db: Queryable, companyId: number) {
  const [{ rows: devices }, { rows: links }] = [
    await db.query<{ id: number; serial: string; name: string }>('SELECT id, serial, name FROM devices WHERE company_id = $1', [companyId]),
    await db.query<{ id: number; name: string }>('SELECT id, name FROM links WHERE company_id = $1', [companyId]),
  ];
  const d = new Map(devices.map((x) => [x.id, x]));
  const l = new Map(links.map((x) => [x.id, x.name]));
  return {
    serial: (id: number) => d.get(id)?.serial ?? '',
    device: (id: number) => d.get(id)?.name ?? '',
    link: (id: number) => l.get(id) ?? '',
  };
}

export async function recordPages(db: Queryable, f: RecordFilter) {
  const page = await pager(db, KINDS.records, f, [
    ['fingerprint = ?', f.fingerprint],
    ['signal = ?::int', f.signal],
  ]);
  return async (afterId: number, limit: number) =>
    (await page(afterId, limit)).map((r) => ({
      id: r.id as number,
      device_id: r.device_id as number,
      device_serial: r.device_serial as string,
      device_name: r.device_name as string,
      fingerprint: r.fingerprint as string,
      tag: (r.tag as string | null) ?? null,
      create_time: iso(r.create_time),
      sync_time: iso(r.sync_time),
      rssi: (r.rssi as number | null) ?? null,
      signal: r.signal as number,
    }));
}

export async function radarPages(db: Queryable, f: TimeFilter) {
  const page = await pager(db, KINDS.radar, f, []);
  return async (afterId: number, limit: number) =>
    (await page(afterId, limit)).map((r) => ({
      id: r.id as number,
      device_id: r.device_id as number,
      device_serial: r.device_serial as string,
      device_name: r.device_name as string,
      timestamp: iso(r.timestamp),
      lane: r.lane as number | null,
      count: r.count as number,
      speed_kmh: r.speed_kmh as number | null,
      occupancy: r.occupancy as number | null,
      vehicle_class: r.vehicle_class as string | null,
    }));
}

export async function logPages(db: Queryable, f: TimeFilter) {
  const page = await pager(db, KINDS.logs, f, []);
  return async (afterId: number, limit: number) =>
    (await page(afterId, limit)).map((r) => ({
      id: r.id as number,
      device_id: r.device_id as number,
      device_serial: r.device_serial as string,
      device_name: r.device_name as string,
      timestamp: iso(r.timestamp),
      level: r.level as string,
      message: r.message as string,
      voltage: r.voltage as number | null,
      temperature: r.temperature as number | null,
    }));
}
