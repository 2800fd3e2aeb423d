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
  db: Queryable, companyId: number, key: string, endpoint: string, bodyHash: string, status: number, response: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys (company_id, key, endpoint, body_hash, status, response) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [companyId, key, endpoint, bodyHash, status, JSON.stringify(response)],
  );
}

export async function devicesBySerial(db: Queryable, companyId: number, serials: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; serial: string }>(
    'SELECT id, serial FROM devices WHERE company_id = $1 AND deleted_at IS NULL AND serial = ANY($2::text[])',
    [companyId, serials],
  );
  return new Map(rows.map((r) => [r.serial, r.id]));
}

export interface DetectionRow {
  deviceId: number;
  fingerprint: string;
  createTime: string;
  rssi: number | null;
  signal: number;
  tag: string | null;
}

/** One statement per batch: arrays unnested server-side (fast, and the same SQL on PGlite and PostgreSQL). */
export async function insertDetections(db: Queryable, rows: DetectionRow[]): Promise<void> {
  await db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time, rssi, signal, tag)
     SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::int[], $5::smallint[], $6::text[])`,
    [rows.map((r) => r.deviceId), rows.map((r) => r.fingerprint), rows.map((r) => r.createTime),
      rows.map((r) => r.rssi), rows.map((r) => r.signal), rows.map((r) => r.tag)],
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

export async function insertRadar(db: Queryable, rows: RadarRowIn[]): Promise<void> {
  await db.query(
    `INSERT INTO radar_data (device_id, timestamp, lane, count, speed_kmh, occupancy, vehicle_class)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::int[], $4::int[], $5::float8[], $6::float8[], $7::text[])`,
    [rows.map((r) => r.deviceId), rows.map((r) => r.timestamp), rows.map((r) => r.lane), rows.map((r) => r.count),
      rows.map((r) => r.speedKmh), rows.map((r) => r.occupancy), rows.map((r) => r.vehicleClass)],
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
    [rows.map((r) => r.deviceId), rows.map((r) => r.timestamp), rows.map((r) => r.level), rows.map((r) => r.message),
      rows.map((r) => r.voltage), rows.map((r) => r.temperature)],
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
  await db.query(
    'UPDATE devices SET voltage = COALESCE($2, voltage), temperature = COALESCE($3, temperature) WHERE id = $1',
    [id, voltage, temperature],
  );
}

export async function companySecret(db: Queryable, companyId: number): Promise<string> {
  const { rows } = await db.query<{ fingerprint_secret: string }>('SELECT fingerprint_secret FROM companies WHERE id = $1', [companyId]);
  return rows[0].fingerprint_secret;
}
