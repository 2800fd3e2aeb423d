import type { Db, Queryable } from '../../db/index.ts';
import { detectionRateSql } from '../../lib/ingest-counters.ts';
import { sensorOnlineSql } from '@roadlens/traffic/definitions';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const isoOrNull = (v: unknown): string | null => (v == null ? null : iso(v));

/** Filters shared by the records list, its count and its export; every one scoped to the company. */
export interface RecordFilter {
  companyId: number;
  deviceId?: number;
  from?: string;
  to?: string;
  fingerprint?: string;
  signal?: number;
}

const RECORD_WHERE = `d.company_id = $1 AND d.deleted_at IS NULL AND ($2::int IS NULL OR r.device_id = $2)
  AND ($3::timestamptz IS NULL OR r.create_time >= $3) AND ($4::timestamptz IS NULL OR r.create_time <= $4)
  AND ($5::text IS NULL OR r.fingerprint = $5) AND ($6::int IS NULL OR r.signal = $6)`;
const recordParams = (f: RecordFilter) => [
  f.companyId,
  f.deviceId ?? null,
  f.from ?? null,
  f.to ?? null,
  f.fingerprint ?? null,
  f.signal ?? null,
];

const RECORD_ORDER: Record<string, string> = {
  create_time: 'r.create_time, r.id',
  '-create_time': 'r.create_time DESC, r.id DESC',
  sync_time: 'r.sync_time, r.id',
  '-sync_time': 'r.sync_time DESC, r.id DESC',
  rssi: 'r.rssi, r.id',
  '-rssi': 'r.rssi DESC, r.id DESC',
  id: 'r.id',
  '-id': 'r.id DESC',
};

const toRecord = (r: Record<string, unknown>) => ({
  id: r.id as number,
  device_id: r.device_id as number,
  fingerprint: r.fingerprint as string,
  tag: (r.tag as string | null) ?? null,
  create_time: iso(r.create_time),
  sync_time: iso(r.sync_time),
  rssi: (r.rssi as number | null) ?? null,
  signal: r.signal as number,
});

export async function countRecords(db: Queryable, f: RecordFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM detections r JOIN devices d ON d.id = r.device_id WHERE ${RECORD_WHERE}`,
    recordParams(f),
  );
  return rows[0].n;
}

export async function listRecords(db: Queryable, f: RecordFilter, ordering: string | undefined, limit: number, offset: number) {
  const { rows } = await db.query(
    `SELECT r.id, r.device_id, r.fingerprint, r.tag, r.create_time, r.sync_time, r.rssi, r.signal
       FROM detections r JOIN devices d ON d.id = r.device_id WHERE ${RECORD_WHERE}
      ORDER BY ${RECORD_ORDER[ordering ?? '-create_time'] ?? RECORD_ORDER['-create_time']} LIMIT $7 OFFSET $8`,
    [...recordParams(f), limit, offset],
  );
  return rows.map(toRecord);
}

export async function countPerDay(db: Queryable, f: RecordFilter) {
  const { rows } = await db.query<{ date: string; count: number }>(
    `SELECT to_char(date_trunc('day', r.create_time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date, count(*)::int AS count
       FROM detections r JOIN devices d ON d.id = r.device_id WHERE ${RECORD_WHERE} GROUP BY 1 ORDER BY 1`,
    recordParams(f),
  );
  return rows;
}

export interface TimeFilter {
  companyId: number;
  deviceId?: number;
  from?: string;
  to?: string;
}
const timeParams = (f: TimeFilter) => [f.companyId, f.deviceId ?? null, f.from ?? null, f.to ?? null];

const RADAR_WHERE = `d.company_id = $1 AND d.deleted_at IS NULL AND ($2::int IS NULL OR r.device_id = $2)
  AND ($3::timestamptz IS NULL OR r.timestamp >= $3) AND ($4::timestamptz IS NULL OR r.timestamp <= $4)`;

export async function listRadar(db: Queryable, f: TimeFilter, desc: boolean, limit: number, offset: number) {
  const [{ rows: c }, { rows }] = [
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM radar_data r JOIN devices d ON d.id = r.device_id WHERE ${RADAR_WHERE}`,
      timeParams(f),
    ),
    await db.query(
      `SELECT r.id, r.device_id, r.timestamp, r.lane, r.count, r.speed_kmh, r.occupancy, r.vehicle_class
         FROM radar_data r JOIN devices d ON d.id = r.device_id WHERE ${RADAR_WHERE}
        ORDER BY r.timestamp ${desc ? 'DESC' : 'ASC'}, r.id LIMIT $5 OFFSET $6`,
      [...timeParams(f), limit, offset],
    ),
  ];
  return {
    count: c[0].n,
    rows: rows.map((r) => ({ ...(r as object), timestamp: iso(r.timestamp) }) as never),
  };
}

const LOG_WHERE = RADAR_WHERE;

export async function listLogs(db: Queryable, f: TimeFilter, desc: boolean, limit: number, offset: number) {
  const [{ rows: c }, { rows }] = [
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM device_logs r JOIN devices d ON d.id = r.device_id WHERE ${LOG_WHERE}`,
      timeParams(f),
    ),
    await db.query(
      `SELECT r.id, r.device_id, r.timestamp, r.level, r.message, r.voltage, r.temperature
         FROM device_logs r JOIN devices d ON d.id = r.device_id WHERE ${LOG_WHERE}
        ORDER BY r.timestamp ${desc ? 'DESC' : 'ASC'}, r.id LIMIT $5 OFFSET $6`,
      [...timeParams(f), limit, offset],
    ),
  ];
  return { count: c[0].n, rows: rows.map((r) => ({ ...(r as object), timestamp: iso(r.timestamp) }) as never) };
}

export async function logStatus(db: Queryable, companyId: number) {
  const { rows } = await db.query<{
    device_id: number;
    serial: string;
    last_seen: unknown;
    voltage: number | null;
    temperature: number | null;
    detection_rate: number | null;
    online: boolean;
  }>(
    `SELECT id AS device_id, serial, last_seen, voltage, temperature, ${detectionRateSql('devices')} AS detection_rate,
            ${sensorOnlineSql('last_seen')} AS online
       FROM devices WHERE company_id = $1 AND deleted_at IS NULL ORDER BY name, id`,
    [companyId],
  );
  return rows.map((r) => ({ ...r, last_seen: isoOrNull(r.last_seen) }));
}

export const CLEARABLE = { records: 'detections', radar_data: 'radar_data', logs: 'device_logs' } as const;

/**
 * Removes exactly one device's rows of one kind (the device must belong to the company). Clearing
 * detections also removes what was derived from them: the matches, 5-minute intervals and filter
 * state of every link that starts or ends at the device, in both modes — other links, devices and
 * companies keep theirs. One transaction, so a failure leaves nothing half-cleared.
 */
export async function clearDeviceRows(db: Db, kind: keyof typeof CLEARABLE, companyId: number, deviceId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM devices WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL', [
      deviceId,
      companyId,
    ]);
    if (!rows[0]) return null;
    if (kind === 'records') {
      const links = `SELECT id FROM links WHERE company_id = $1 AND (origin_device_id = $2 OR destination_device_id = $2)`;
      for (const table of ['matches', 'intervals', 'link_state']) {
        await tx.query(`DELETE FROM ${table} WHERE link_id IN (${links})`, [companyId, deviceId]);
      }
    }
    const { rowCount } = await tx.query(`DELETE FROM ${CLEARABLE[kind]} WHERE device_id = $1`, [deviceId]);
    // The last hour's counts kept at ingest go with the rows they counted.
    if (kind === 'records') await tx.query('UPDATE device_minute_counts SET detections = 0 WHERE device_id = $1', [deviceId]);
    if (kind === 'radar_data') await tx.query('UPDATE device_minute_counts SET vehicles = 0 WHERE device_id = $1', [deviceId]);
    return rowCount;
  });
}
