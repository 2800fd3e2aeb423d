import type { Queryable } from '../../db/index.ts';
import type { Detection, FilterState, Interval } from '@roadlens/traffic';

export interface LinkRow {
  id: number;
  company_id: number;
  origin_device_id: number;
  destination_device_id: number;
  length_m: number;
  free_flow_s: number | null;
  max_travel_time_s: number;
  match_time: 'first' | 'last' | 'strongest';
  sigma: number;
  b_value: number;
  trend_threshold: number;
}

const LINK_COLUMNS = `id, company_id, origin_device_id, destination_device_id, length_m, free_flow_s, max_travel_time_s,
  match_time, sigma, b_value, trend_threshold`;

/** Sensor links touching any of the devices (as origin or destination). */
export async function linksOfDevices(db: Queryable, deviceIds: number[]): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM links
      WHERE origin_device_id IS NOT NULL AND destination_device_id IS NOT NULL
        AND (origin_device_id = ANY($1::int[]) OR destination_device_id = ANY($1::int[]))`,
    [deviceIds],
  );
  return rows;
}

// Unit and record separators: they never occur in a re-keyed (hex) fingerprint, so rows can travel
// as one string (see detectionsByDevice / insertMatches).
export const US = '\x1f';
export const RS = '\x1e';

export const DETECTION_ROWS = `string_agg(fingerprint || E'\\x1f' || extract(epoch FROM create_time)::float8 || E'\\x1f'
  || coalesce(rssi::text, '') || E'\\x1f' || signal, E'\\x1e') AS s`;

/** One device's detections sent as one DETECTION_ROWS string. */
export function parseDetections(deviceId: number, s: string): Detection[] {
  return s.split(RS).map((rec) => {
    const f = rec.split(US);
    return { deviceId, fingerprint: f[0], time: Number(f[1]), rssi: f[2] === '' ? null : Number(f[2]), signal: Number(f[3]) as 0 };
  });
}

function splitDetections(deviceIds: number[], rows: Array<{ device_id: number; s: string }>): Map<number, Detection[]> {
  const out = new Map<number, Detection[]>(deviceIds.map((id) => [id, []]));
  for (const r of rows) out.set(r.device_id, parseDetections(r.device_id, r.s)); // one row per device (GROUP BY)
  return out;
}

/**
 * Detections of the devices with create_time in [from, to] (epoch s), per device, unordered (passes
 * sort per fingerprint). Each device's rows come back as ONE string: 100k rows as row objects cost
 * ~1.6 s of parsing on PGlite and ~0.2 s on pg; one string and a split cost a fraction of that.
 */
export async function detectionsByDevice(db: Queryable, deviceIds: number[], from: number, to: number): Promise<Map<number, Detection[]>> {
  const { rows } = await db.query<{ device_id: number; s: string }>(
    `SELECT device_id, ${DETECTION_ROWS}
       FROM detections
      WHERE device_id = ANY($1::int[]) AND create_time >= to_timestamp($2) AND create_time <= to_timestamp($3)
      GROUP BY device_id`,
    [deviceIds, from, to],
  );
  return splitDetections(deviceIds, rows);
}

/**
 * Like detectionsByDevice over [from, to], but only of the fingerprints detected at these devices
 * within one of the batch ranges (live processing), so the rows sent back follow the batch's size,
 * not the window's. The fingerprints travel as a bound array (two statements, not an InitPlan):
 * planned as constants, `= ANY` is a hash lookup (PG 14+) whichever index the planner picks, where
 * an InitPlan array is compared element by element (300 ms for 1000 fingerprints over a 20k-row
 * window when the table's statistics lag behind ingest).
 */
export async function batchFingerprintDetections(
  db: Queryable,
  deviceIds: number[],
  ranges: Array<[number, number]>,
  from: number,
  to: number,
): Promise<Map<number, Detection[]>> {
  const fps = await db.query<{ f: string }>(
    `SELECT DISTINCT b.fingerprint AS f FROM unnest($2::float8[], $3::float8[]) AS r(f, t)
       JOIN detections b ON b.create_time >= to_timestamp(r.f) AND b.create_time <= to_timestamp(r.t)
      WHERE b.device_id = ANY($1::int[])`,
    [deviceIds, ranges.map((r) => r[0]), ranges.map((r) => r[1])],
  );
  if (fps.rows.length === 0) return splitDetections(deviceIds, []);
  const { rows } = await db.query<{ device_id: number; s: string }>(
    `SELECT device_id, ${DETECTION_ROWS}
       FROM detections
      WHERE device_id = ANY($1::int[]) AND create_time >= to_timestamp($2) AND create_time <= to_timestamp($3)
        AND fingerprint = ANY($4::text[])
      GROUP BY device_id`,
    [deviceIds, from, to, fps.rows.map((r) => r.f)],
  );
  return splitDetections(deviceIds, rows);
}

/** Batch range of the newest detections per device (epoch s), for the look-back window. */
export async function detectionRange(
  db: Queryable,
  deviceIds: number[],
  sinceSync: string,
): Promise<{ from: number | null; to: number | null }> {
  const { rows } = await db.query<{ from: number | null; to: number | null }>(
    `SELECT extract(epoch FROM min(create_time))::float8 AS "from", extract(epoch FROM max(create_time))::float8 AS "to"
       FROM detections WHERE device_id = ANY($1::int[]) AND sync_time >= $2::timestamptz`,
    [deviceIds, sinceSync],
  );
  return rows[0];
}

/** Keys (`fingerprint@departure`) of the candidate matches already stored, probed on the match key. */
export async function storedMatchKeys(
  db: Queryable,
  linkId: number,
  mode: number,
  candidates: Array<{ fingerprint: string; departure: number }>,
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const { rows } = await db.query<{ i: number }>(
    `SELECT x.i::int AS i FROM unnest($3::text[], $4::float8[]) WITH ORDINALITY AS x(f, d, i)
      WHERE EXISTS (SELECT 1 FROM matches m WHERE m.link_id = $1 AND m.mode = $2 AND m.departure = to_timestamp(x.d) AND m.fingerprint = x.f)`,
    [linkId, mode, candidates.map((c) => c.fingerprint), candidates.map((c) => c.departure)],
  );
  return new Set(rows.map((r) => `${candidates[r.i - 1].fingerprint}@${candidates[r.i - 1].departure}`));
}

export interface MatchRowIn {
  fingerprint: string;
  departure: number;
  arrival: number;
  travelTimeS: number;
  accepted: boolean;
  reason: string | null;
}

/**
 * Idempotent on (link, mode, fingerprint, departure): a re-processed window never doubles a match.
 * Columns go as separator-joined strings split server-side: pg serialises a JS array element by
 * element (~5x the cost for 50k rows); a fingerprint holding a separator falls back to arrays.
 */
export async function insertMatches(db: Queryable, linkId: number, mode: number, rows: MatchRowIn[]): Promise<void> {
  await insertLinkMatches(
    db,
    mode,
    rows.map((r) => ({ ...r, linkId })),
  );
}

/** insertMatches for the matches of several links at once (a live step of many links). */
export async function insertLinkMatches(db: Queryable, mode: number, rows: Array<MatchRowIn & { linkId: number }>): Promise<void> {
  if (rows.length === 0) return;
  const sql = (cols: string) => `INSERT INTO matches (link_id, mode, fingerprint, departure, arrival, travel_time_s, accepted, reason)
     SELECT l, $1, f, to_timestamp(d), to_timestamp(a), t, ok, r FROM ${cols} AS x(l, f, d, a, t, ok, r)
     ON CONFLICT (link_id, mode, fingerprint, departure) DO NOTHING`;
  if (rows.some((r) => r.fingerprint.includes(US))) {
    await db.query(sql('unnest($2::int[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::bool[], $8::text[])'), [
      mode,
      rows.map((r) => r.linkId),
      rows.map((r) => r.fingerprint),
      rows.map((r) => r.departure),
      rows.map((r) => r.arrival),
      rows.map((r) => r.travelTimeS),
      rows.map((r) => r.accepted),
      rows.map((r) => r.reason),
    ]);
    return;
  }
  const join = (f: (r: MatchRowIn & { linkId: number }) => string | number) => rows.map(f).join(US);
  await db.query(
    sql(`unnest(string_to_array($2, E'\\x1f')::int[], string_to_array($3, E'\\x1f'), string_to_array($4, E'\\x1f')::float8[],
      string_to_array($5, E'\\x1f')::float8[], string_to_array($6, E'\\x1f')::float8[], string_to_array($7, E'\\x1f')::bool[],
      string_to_array($8, E'\\x1f', ''))`),
    [
      mode,
      join((r) => r.linkId),
      join((r) => r.fingerprint),
      join((r) => r.departure),
      join((r) => r.arrival),
      join((r) => r.travelTimeS),
      join((r) => (r.accepted ? 't' : 'f')),
      join((r) => r.reason ?? ''),
    ],
  );
}

/** Samples of whole 5-minute intervals (by arrival) so touched intervals are re-aggregated from all their matches. */
export async function matchesArrivingBetween(
  db: Queryable,
  link: Pick<LinkRow, 'id' | 'max_travel_time_s'>,
  mode: number,
  from: number,
  to: number,
) {
  const { rows } = await db.query<{ fingerprint: string; d: number; a: number; t: number; accepted: boolean; reason: string | null }>(
    `SELECT fingerprint, extract(epoch FROM departure)::float8 AS d, extract(epoch FROM arrival)::float8 AS a,
            travel_time_s AS t, accepted, reason
       FROM matches WHERE link_id = $1 AND mode = $2 AND arrival >= to_timestamp($3) AND arrival < to_timestamp($4)
        AND departure >= to_timestamp($3 - $5::float8)`,
    [link.id, mode, from, to, link.max_travel_time_s],
  );
  return rows;
}

export async function upsertIntervals(db: Queryable, mode: number, rows: Interval[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, min_s, max_s, speed_kmh, updated_at)
     SELECT l, $1, to_timestamp(s), rc, ac, med, mean, p85, mn, mx, sp, now()
       FROM unnest($2::int[], $3::float8[], $4::int[], $5::int[], $6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::float8[], $11::float8[])
         AS x(l, s, rc, ac, med, mean, p85, mn, mx, sp)
     ON CONFLICT (link_id, mode, start) DO UPDATE SET raw_count = EXCLUDED.raw_count, accepted_count = EXCLUDED.accepted_count,
       median_s = EXCLUDED.median_s, mean_s = EXCLUDED.mean_s, p85_s = EXCLUDED.p85_s, min_s = EXCLUDED.min_s,
       max_s = EXCLUDED.max_s, speed_kmh = EXCLUDED.speed_kmh, updated_at = now()`,
    [
      mode,
      rows.map((r) => r.linkId),
      rows.map((r) => r.start),
      rows.map((r) => r.rawCount),
      rows.map((r) => r.acceptedCount),
      rows.map((r) => r.medianS),
      rows.map((r) => r.meanS),
      rows.map((r) => r.p85S),
      rows.map((r) => r.minS),
      rows.map((r) => r.maxS),
      rows.map((r) => r.speedKmh),
    ],
  );
}

export async function loadLinkState(db: Queryable, linkId: number, mode: number): Promise<FilterState | undefined> {
  const { rows } = await db.query<{ state: FilterState }>('SELECT state FROM link_state WHERE link_id = $1 AND mode = $2', [linkId, mode]);
  return rows[0]?.state;
}

export async function saveLinkState(db: Queryable, linkId: number, mode: number, state: FilterState): Promise<void> {
  await db.query(
    `INSERT INTO link_state (link_id, mode, state, updated_at) VALUES ($1, $2, $3::jsonb, now())
     ON CONFLICT (link_id, mode) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
    [linkId, mode, JSON.stringify(state)],
  );
}

/**
 * Matches arriving in [from, to). A stored match never took longer than its link's max travel time
 * when it was made; the bound of at least a day also covers a maximum lowered since.
 */
export async function deleteModeRange(
  db: Queryable,
  link: Pick<LinkRow, 'id' | 'max_travel_time_s'>,
  mode: number,
  from: number,
  to: number,
): Promise<void> {
  await db.query(
    `DELETE FROM matches WHERE link_id = $1 AND mode = $2 AND arrival >= to_timestamp($3) AND arrival < to_timestamp($4)
        AND departure >= to_timestamp($3 - $5::float8)`,
    [link.id, mode, from, to, Math.max(link.max_travel_time_s, 86400)],
  );
}

export async function deleteIntervalRange(db: Queryable, linkId: number, mode: number, from: number, to: number): Promise<void> {
  await db.query('DELETE FROM intervals WHERE link_id = $1 AND mode = $2 AND start >= to_timestamp($3) AND start < to_timestamp($4)', [
    linkId,
    mode,
    from,
    to,
  ]);
}
