import type { Queryable } from '../../db/index.ts';

export interface StoredResponse {
  body_hash: string;
  status: number;
  response: unknown;
}

export async function findIdempotencyKey(db: Queryable, companyId: number, key: string): Promise<StoredResponse | null> {
  const { rows } = await db.query<StoredResponse>(
    'SELECT body_hash, status, response FROM idempotency_keys WHERE company_id = $1 AND key = $2',
    [companyId, key],
  );
  return rows[0] ?? null;
}

export async function saveIdempotencyKey(
  db: Queryable,
  companyId: number,
  key: string,
  endpoint: string,
  bodyHash: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys (company_id, key, endpoint, body_hash, status, response) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [companyId, key, endpoint, bodyHash, status, JSON.stringify(response)],
  );
}

/** The batch's devices by serial and the company's fingerprint secret, in one round trip. */
export async function devicesBySerial(
  db: Queryable,
  companyId: number,
  serials: string[],
): Promise<{ devices: Map<string, number>; secret: string }> {
  const { rows } = await db.query<{ id: number | null; serial: string | null; fingerprint_secret: string }>(
    `SELECT d.id, d.serial, c.fingerprint_secret FROM companies c
       LEFT JOIN devices d ON d.company_id = c.id AND d.deleted_at IS NULL AND d.serial = ANY($2::text[])
      WHERE c.id = $1`,
    [companyId, serials],
  );
  const devices = new Map<string, number>();
  for (const r of rows) if (r.id !== null && r.serial !== null) devices.set(r.serial, r.id);
  return { devices, secret: rows[0]?.fingerprint_secret ?? '' };
}

export interface DetectionRow {
  deviceId: number;
  fingerprint: string;
  createTime: string;
  rssi: number | null;
  signal: number;
  tag: string | null;
}

/** Detections or radar vehicles of the last hour per device and minute, added to device_minute_counts. */
export interface MinuteCounts {
  ids: number[];
  /** ISO minute starts. */
  minutes: string[];
  counts: number[];
}

/**
 * Adds a batch's per-minute counts and drops the devices' minutes older than two hours, so the table
 * holds about an hour per device. Rows are written in key order so concurrent batches lock alike.
 */
const countMinutes = (column: 'detections' | 'vehicles', ids: string, minutes: string, counts: string, devices: string) => `
  counted AS (
    INSERT INTO device_minute_counts AS m (device_id, minute, ${column})
    SELECT * FROM unnest(${ids}::int[], ${minutes}::timestamptz[], ${counts}::int[]) ORDER BY 1, 2
    ON CONFLICT (device_id, minute) DO UPDATE SET ${column} = m.${column} + excluded.${column}),
  pruned AS (
    DELETE FROM device_minute_counts WHERE device_id = ANY(${devices}::int[]) AND minute < now() - interval '2 hours')`;

/**
 * One statement per batch: the rows as arrays unnested server-side, the devices' last_seen moved
 * forward and their last hour's counts kept, in the same statement (one round trip; the same SQL on
 * PGlite and PostgreSQL).
 */
export async function insertDetections(
  db: Queryable,
  rows: DetectionRow[],
  seen: { ids: number[]; times: string[] },
  counts: MinuteCounts,
): Promise<void> {
  const n = rows.length;
  const deviceIds = new Array<number>(n);
  const fingerprints = new Array<string>(n);
  const times = new Array<string>(n);
  const rssi = new Array<number | null>(n);
  const signal = new Array<number>(n);
  const tags = new Array<string | null>(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    deviceIds[i] = r.deviceId;
    fingerprints[i] = r.fingerprint;
    times[i] = r.createTime;
    rssi[i] = r.rssi;
    signal[i] = r.signal;
    tags[i] = r.tag;
  }
  await db.query(
    `WITH touched AS (
       UPDATE devices d SET last_seen = GREATEST(d.last_seen, u.t), detections_synced_at = now()
         FROM unnest($7::int[], $8::timestamptz[]) AS u(id, t) WHERE d.id = u.id),
     ${countMinutes('detections', '$9', '$10', '$11', '$7')}
     INSERT INTO detections (device_id, fingerprint, create_time, rssi, signal, tag)
     SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::int[], $5::smallint[], $6::text[])`,
    [deviceIds, fingerprints, times, rssi, signal, tags, seen.ids, seen.times, counts.ids, counts.minutes, counts.counts],
  );
}

export interface RadarRowIn {
  deviceId: number;
  timestamp: string;
  lane: number | null;
  count: number;
  speedKmh: number | null;
  occupancy: number | null;
  vehicleClass: string | null;
}

/** Radar rows, with the devices' radar arrival time and last hour's vehicle counts kept in the same statement. */
export async function insertRadar(db: Queryable, rows: RadarRowIn[], counts: MinuteCounts): Promise<void> {
  const devices = [...new Set(rows.map((r) => r.deviceId))];
  await db.query(
    `WITH synced AS (UPDATE devices SET radar_synced_at = now() WHERE id = ANY($8::int[])),
     ${countMinutes('vehicles', '$9', '$10', '$11', '$8')}
     INSERT INTO radar_data (device_id, timestamp, lane, count, speed_kmh, occupancy, vehicle_class)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::int[], $5::float8[], $6::float8[], $7::text[])`,
    [
      rows.map((r) => r.deviceId),
      rows.map((r) => r.timestamp),
      rows.map((r) => r.lane),
      rows.map((r) => r.count),
      rows.map((r) => r.speedKmh),
      rows.map((r) => r.occupancy),
      rows.map((r) => r.vehicleClass),
      devices,
      counts.ids,
      counts.minutes,
      counts.counts,
    ],
  );
}

export interface LogRowIn {
  deviceId: number;
  timestamp: string;
  level: string;
  message: string;
  voltage: number | null;
  temperature: number | null;
}

export async function insertLogs(db: Queryable, rows: LogRowIn[]): Promise<void> {
  await db.query(
    `INSERT INTO device_logs (device_id, timestamp, level, message, voltage, temperature)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::text[], $5::float8[], $6::float8[])`,
    [
      rows.map((r) => r.deviceId),
      rows.map((r) => r.timestamp),
      rows.map((r) => r.level),
      rows.map((r) => r.message),
      rows.map((r) => r.voltage),
      rows.map((r) => r.temperature),
    ],
  );
}

/** Health fields: last_seen moves forward only; voltage/temperature from the newest log that carries them. */
export async function touchDevices(db: Queryable, ids: number[], lastSeen: string[]): Promise<void> {
  await db.query(
    `UPDATE devices d SET last_seen = GREATEST(d.last_seen, u.t)
       FROM (SELECT * FROM unnest($1::int[], $2::timestamptz[]) AS x(id, t)) u WHERE d.id = u.id`,
    [ids, lastSeen],
  );
}

export async function setDeviceHealth(db: Queryable, id: number, voltage: number | null, temperature: number | null): Promise<void> {
  await db.query('UPDATE devices SET voltage = COALESCE($2, voltage), temperature = COALESCE($3, temperature) WHERE id = $1', [
    id,
    voltage,
    temperature,
  ]);
}

export async function companySecret(db: Queryable, companyId: number): Promise<string> {
  const { rows } = await db.query<{ fingerprint_secret: string }>('SELECT fingerprint_secret FROM companies WHERE id = $1', [companyId]);
  return rows[0].fingerprint_secret;
}

/** The batch's live work, committed with its detections (see live-processor.ts); returns the row's id. */
export async function insertLiveBacklog(db: Queryable, companyId: number, deviceIds: number[], from: number, to: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO live_backlog (company_id, device_ids, from_time, to_time)
     VALUES ($1, $2::int[], to_timestamp($3), to_timestamp($4)) RETURNING id`,
    [companyId, deviceIds, from, to],
  );
  return Number(rows[0].id);
}
