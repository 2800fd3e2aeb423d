import type { Queryable } from '../../db/index.ts';
import { IN_HOURS, PERIOD_BOUNDS, type OdRow, type Period } from './od.queries.ts';

// The state of a grid's kept trips (how far they reach, which detections they have seen), and
// reading the matrix from them. Writing them is in kept-trips.queries.ts.

export interface GridState {
  grid_id: number;
  zones_key: string;
  seen_id: number;
  holes: Hole[];
  kept_from: string;
  covered_from: string;
  wanted_from: string;
}

/** Detection ids lo..hi not yet visible (their transaction had not committed, or rolled back), and since when (ms). */
export type Hole = [lo: number, hi: number, since: number];

/** Runs `fn` in one transaction on one snapshot, so every read of detections sees the same rows. */
export function onOneSnapshot<T>(db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> }, fn: (tx: Queryable) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    return fn(tx);
  });
}

/** The grid's state, locked for this transaction (null when its trips were never built). */
export async function lockState(tx: Queryable, gridId: number): Promise<GridState | null> {
  const { rows } = await tx.query<GridState & { seen_id: string | number; holes: Hole[] | string }>(
    `SELECT grid_id, zones_key, seen_id, holes, kept_from::text, covered_from::text, wanted_from::text
       FROM od_grid_state WHERE grid_id = $1 FOR UPDATE`,
    [gridId],
  );
  const r = rows[0];
  if (!r) return null;
  return { ...r, seen_id: Number(r.seen_id), holes: typeof r.holes === 'string' ? (JSON.parse(r.holes) as Hole[]) : r.holes };
}

/** Whether the period starts at or after the first departure the grid's trips are kept for. */
export async function covers(tx: Queryable, gridId: number, p: Period): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>(
    `SELECT covered_from <= ($2::date)::timestamp AT TIME ZONE $3 AS ok FROM od_grid_state WHERE grid_id = $1`,
    [gridId, p.from, p.timeZone],
  );
  return rows[0]?.ok === true;
}

/** Asks the background loop to keep the grid's trips from the period's start on. */
export async function want(tx: Queryable, gridId: number, p: Period): Promise<void> {
  await tx.query(`UPDATE od_grid_state SET wanted_from = least(wanted_from, ($2::date)::timestamp AT TIME ZONE $3) WHERE grid_id = $1`, [
    gridId,
    p.from,
    p.timeZone,
  ]);
}

/** The newest detection id visible now (0 when there is none). */
export async function newestId(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: string | number | null }>('SELECT max(id) AS id FROM detections');
  return Number(rows[0]?.id ?? 0);
}

/**
 * Of the id ranges (each `lo..hi`, both included), the sub-ranges no visible detection has, each
 * with the `lo` of the range it lies in.
 */
export async function missingIds(
  tx: Queryable,
  ranges: ReadonlyArray<readonly [number, number]>,
): Promise<Array<[number, number, number]>> {
  if (!ranges.length) return [];
  const { rows } = await tx.query<{ rlo: string; lo: string; hi: string }>(
    `WITH r AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS r(lo, hi)),
     ids AS (SELECT r.lo AS rlo, d.id FROM r JOIN detections d ON d.id BETWEEN r.lo AND r.hi
             UNION ALL SELECT lo, lo - 1 FROM r UNION ALL SELECT lo, hi + 1 FROM r)
     SELECT rlo, id + 1 AS lo, next_id - 1 AS hi
       FROM (SELECT rlo, id, lead(id) OVER (PARTITION BY rlo ORDER BY id) AS next_id FROM ids) g
      WHERE next_id > id + 1`,
    [ranges.map((r) => r[0]), ranges.map((r) => r[1])],
  );
  return rows.map((r) => [Number(r.lo), Number(r.hi), Number(r.rlo)]);
}

export async function saveSeen(tx: Queryable, gridId: number, seenId: number, holes: Hole[]): Promise<void> {
  await tx.query('UPDATE od_grid_state SET seen_id = $2, holes = $3::jsonb, updated_at = now() WHERE grid_id = $1', [
    gridId,
    seenId,
    JSON.stringify(holes),
  ]);
}

/**
 * The matrix's rows from the kept trips: per pair of zones, the trips departing in the period (and
 * its hours) that took at most `maxTripMinutes`, and their median travel time. Each pair is read on
 * its own from the index in pair order, so only its own trips are sorted for the median.
 */
export async function keptOdRows(
  tx: Queryable,
  gridId: number,
  zoneIds: readonly number[],
  p: Period,
  maxTripMinutes: number,
): Promise<OdRow[]> {
  const { rows } = await tx.query<OdRow>(
    `SELECT o.id AS origin, d.id AS destination, x.trips, x.median_s
       FROM unnest($9::int[]) AS o(id) CROSS JOIN unnest($9::int[]) AS d(id) CROSS JOIN (SELECT ${PERIOD_BOUNDS}) b
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS trips, percentile_cont(0.5) WITHIN GROUP (ORDER BY k.travel_s)::float8 AS median_s
           FROM od_trips k
          WHERE k.grid_id = $1 AND k.origin = o.id AND k.destination = d.id AND k.departure >= b.t0 AND k.departure < b.t1
            AND k.travel_s <= $2::int * 60 AND ($3::boolean OR ${IN_HOURS('k.departure')})) x
      WHERE o.id <> d.id AND x.trips > 0`,
    [gridId, maxTripMinutes, p.hourFrom === 0 && p.hourTo === 24, p.from, p.to, p.timeZone, p.hourFrom, p.hourTo, [...new Set(zoneIds)]],
  );
  return rows;
}
