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

/** An ingest batch's answer, kept under its Idempotency-Key. */
export interface StoredAnswer {
  companyId: number;
  key: string;
  endpoint: string;
  bodyHash: string;
  status: number;
  response: unknown;
}

export async function saveIdempotencyKey(db: Queryable, a: StoredAnswer): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_keys (company_id, key, endpoint, body_hash, status, response) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [a.companyId, a.key, a.endpoint, a.bodyHash, a.status, JSON.stringify(a.response)],
  );
}

export interface BatchFound {
  devices: Map<string, number>;
  secret: string;
  /** What the batch's Idempotency-Key answered when it was used before. */
  stored: StoredResponse | null;
}

/** The batch's devices by serial, the company's fingerprint secret and its Idempotency-Key's stored answer, in one round trip. */
export async function batchLookup(db: Queryable, companyId: number, serials: string[], key: string | undefined): Promise<BatchFound> {
  const { rows } = await db.query<{ id: number | null; serial: string | null; fingerprint_secret: string; stored: StoredResponse | null }>(
    `SELECT d.id, d.serial, c.fingerprint_secret,
            (SELECT json_build_object('body_hash', k.body_hash, 'status', k.status, 'response', k.response)
               FROM idempotency_keys k WHERE k.company_id = c.id AND k.key = $3) AS stored
       FROM companies c
       LEFT JOIN devices d ON d.company_id = c.id AND d.deleted_at IS NULL AND d.serial = ANY($2::text[])
      WHERE c.id = $1`,
    [companyId, serials, key ?? null],
  );
  const devices = new Map<string, number>();
  for (const r of rows) if (r.id !== null && r.serial !== null) devices.set(r.serial, r.id);
  return { devices, secret: rows[0]?.fingerprint_secret ?? '', stored: rows[0]?.stored ?? null };
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
 * PostgreSQL runs a statement's WITH parts in no set order: reading the `locked` part (the batch's
 * devices, locked in id order) makes both wait for the devices' locks, so every writer of these rows
 * (batches, a recount) takes the devices first and the counts after, and none of them deadlock.
 */
const countMinutes = (column: 'detections' | 'vehicles', ids: string, minutes: string, counts: string, devices: string) => `
  counted AS (
    INSERT INTO device_minute_counts AS m (device_id, minute, ${column})
    SELECT * FROM unnest(${ids}::int[], ${minutes}::timestamptz[], ${counts}::int[]) WHERE EXISTS (SELECT FROM locked) ORDER BY 1, 2
    ON CONFLICT (device_id, minute) DO UPDATE SET ${column} = m.${column} + excluded.${column}),
  pruned AS (
    DELETE FROM device_minute_counts WHERE device_id = ANY(${devices}::int[]) AND minute < now() - interval '2 hours'
       AND EXISTS (SELECT FROM locked))`;

export const DETECTION_COLUMNS = ['device_id', 'fingerprint', 'create_time', 'rssi', 'signal', 'tag'] as const;

/** A batch's detections in COPY's text format (lines of DETECTION_COLUMNS), in chunks. */
export async function copyDetections(db: Queryable, lines: Iterable<string>): Promise<void> {
  await db.copyText('detections', DETECTION_COLUMNS, lines);
}

/** A batch's detections as one array per column (DETECTION_COLUMNS), for an INSERT … unnest. */
export interface DetectionColumns {
  deviceIds: number[];
  fingerprints: string[];
  times: string[];
  rssi: Array<number | null>;
  signal: number[];
  tags: Array<string | null>;
}

/**
 * The end of a detection batch, in the caller's transaction and one statement: its devices locked in id order
 * (concurrent batches of the same devices queue there instead of deadlocking), their last_seen moved forward,
 * their last hour's counts added, given `live` the batch's live work queued when a link joins any of its devices
 * (its `live_backlog` row commits with the detections), given `rows` the detections themselves inserted (where they
 * did not go by COPY), and given `remember` the batch's answer stored under its Idempotency-Key. With `rows`, the
 * statement is the whole batch: atomic on its own, with no transaction around it. Returns the backlog row's id (0 without one).
 */
export async function touchDetectionDevices(
  db: Queryable,
  seen: { ids: number[]; times: string[] },
  counts: MinuteCounts,
  live?: { companyId: number; from: number; to: number },
  rows?: DetectionColumns,
  remember?: StoredAnswer,
): Promise<number> {
  const params: unknown[] = [seen.ids, seen.times, counts.ids, counts.minutes, counts.counts];
  const next = (v: unknown) => `$${params.push(v)}`;
  // Live work exists only for sensors a link joins (the live step processes the batch's links, as
  // linksOfDevices finds them): a batch of sensors on no link queues nothing to claim, step and delete.
  const queued = live
    ? `, queued AS (INSERT INTO live_backlog (company_id, device_ids, from_time, to_time)
         SELECT ${next(live.companyId)}, $1::int[], to_timestamp(${next(live.from)}), to_timestamp(${next(live.to)})
          WHERE EXISTS (SELECT 1 FROM links WHERE origin_device_id IS NOT NULL AND destination_device_id IS NOT NULL
                          AND (origin_device_id = ANY($1::int[]) OR destination_device_id = ANY($1::int[])))
         RETURNING id)`
    : '';
  const inserted = rows
    ? `, inserted AS (INSERT INTO detections (${DETECTION_COLUMNS.join(', ')})
         SELECT * FROM unnest(${next(rows.deviceIds)}::int[], ${next(rows.fingerprints)}::text[], ${next(rows.times)}::timestamptz[],
                              ${next(rows.rssi)}::int[], ${next(rows.signal)}::smallint[], ${next(rows.tags)}::text[]))`
    : '';
  const remembered = remember
    ? `, remembered AS (INSERT INTO idempotency_keys (company_id, key, endpoint, body_hash, status, response)
         VALUES (${next(remember.companyId)}, ${next(remember.key)}, ${next(remember.endpoint)}, ${next(remember.bodyHash)},
                 ${next(remember.status)}, ${next(JSON.stringify(remember.response))}::jsonb))`
    : '';
  const { rows: result } = await db.query<{ id: string }>(
    `WITH locked AS MATERIALIZED (
       SELECT d.id, u.t FROM devices d JOIN unnest($1::int[], $2::timestamptz[]) AS u(id, t) ON d.id = u.id
        ORDER BY d.id FOR NO KEY UPDATE OF d),
     touched AS (
       UPDATE devices d SET last_seen = GREATEST(d.last_seen, l.t), detections_synced_at = now() FROM locked l WHERE d.id = l.id),
     ${countMinutes('detections', '$3', '$4', '$5', '$1')}${queued}${inserted}${remembered}
     ${live ? 'SELECT coalesce((SELECT id FROM queued), 0) AS id' : 'SELECT 0 AS id'}`,
    params,
  );
  return Number(result[0].id);
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

/**
 * Radar rows, with the devices' radar arrival time and last hour's vehicle counts kept in the same statement.
 * The devices are locked in id order first, as detection batches and recounts lock them, so none of them deadlock.
 */
export async function insertRadar(db: Queryable, rows: RadarRowIn[], counts: MinuteCounts): Promise<void> {
  const devices = [...new Set(rows.map((r) => r.deviceId))];
  await db.query(
    `WITH locked AS MATERIALIZED (SELECT id FROM devices WHERE id = ANY($8::int[]) ORDER BY id FOR NO KEY UPDATE),
     synced AS (UPDATE devices d SET radar_synced_at = now() FROM locked l WHERE d.id = l.id),
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
