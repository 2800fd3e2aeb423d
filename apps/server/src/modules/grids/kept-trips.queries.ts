import type { Queryable } from '../../db/index.ts';
import type { DeviceZones } from './od.queries.ts';
import type { GridState, Hole } from './kept-state.queries.ts';

/**
 * Trips are kept up to the longest a request may allow (`max_trip_minutes` is at most 360), so any
 * request's trips are a subset of the kept ones.
 */
const KEEP_TRIP = "interval '360 minutes'";
/** How far back vehicles' last sightings are kept, and how much older they may grow before pruning. */
const LAST_KEPT = "interval '7 hours'";
const LAST_PRUNED = "interval '8 hours'";
/** Trips kept for a new grid: at least the default period (the last seven days) with a day to spare. */
const FIRST_WANTED = "interval '8 days'";
/** The most departures the background loop adds per step when it extends a grid's trips back in time (hours). */
export const LONGEST_STEP_HOURS = 24;

/** Which sensor is in which zone, from two parallel array parameters. */
const zoneMap = (devices: string, zones: string) => `unnest(${devices}::int[], ${zones}::int[]) AS zd(device_id, zone_id)`;
const ZONE_MAP = zoneMap('$2', '$3');

/**
 * The trips among a set of sightings (`fingerprint`, `t`, `zone_id`), as the matrix defines them:
 * each vehicle's sightings in time order (zone breaking ties, as the reference statement does), a
 * sighting followed directly by one in another zone within the longest trip kept.
 */
const tripsOf = (sightings: string) => `
  SELECT fingerprint, zone_id AS origin, next_zone AS destination, t AS departure, extract(epoch FROM next_t - t)::float8 AS travel_s
  FROM (SELECT fingerprint, t, zone_id, lead(zone_id) OVER w AS next_zone, lead(t) OVER w AS next_t
        FROM (${sightings}) s WINDOW w AS (PARTITION BY fingerprint COLLATE "C" ORDER BY t, zone_id)) n
  WHERE next_zone <> zone_id AND next_t - t <= ${KEEP_TRIP}`;

const INSERT_TRIPS = 'INSERT INTO od_trips (grid_id, fingerprint, origin, destination, departure, travel_s) SELECT $1, k.* FROM';

/**
 * Starts (or restarts, when its zones changed) a grid's kept trips: its trips departing in the last
 * seven hours and every vehicle's last sighting in them, read on this transaction's snapshot, whose
 * newest detection id is `seenId`.
 */
export async function startGrid(tx: Queryable, gridId: number, key: string, dz: DeviceZones, seenId: number, holes: Hole[]): Promise<void> {
  await tx.query('DELETE FROM od_trips WHERE grid_id = $1', [gridId]);
  await tx.query('DELETE FROM od_last_sightings WHERE grid_id = $1', [gridId]);
  await tx.query(
    `INSERT INTO od_grid_state AS s (grid_id, zones_key, seen_id, holes, kept_from, covered_from, wanted_from)
     VALUES ($1, $2, $3, $4::jsonb, now() - ${LAST_KEPT}, now() - ${LAST_KEPT}, now() - ${FIRST_WANTED})
     ON CONFLICT (grid_id) DO UPDATE SET zones_key = excluded.zones_key, seen_id = excluded.seen_id, holes = excluded.holes,
       kept_from = excluded.kept_from, covered_from = excluded.covered_from,
       wanted_from = least(s.wanted_from, excluded.wanted_from), updated_at = now()`,
    [gridId, key, seenId, JSON.stringify(holes)],
  );
  await tx.query(SIGHTINGS_TABLE('od_recent'));
  await tx.query(
    `INSERT INTO od_recent SELECT d.fingerprint, d.create_time, zd.zone_id FROM ${zoneMap('$1', '$2')}
     JOIN detections d ON d.device_id = zd.device_id AND d.create_time >= now() - ${LAST_KEPT}`,
    [dz.devices, dz.zones],
  );
  await tx.query(`${INSERT_TRIPS} (${tripsOf('SELECT * FROM od_recent')}) k`, [gridId]);
  await tx.query(
    `INSERT INTO od_last_sightings (grid_id, fingerprint, t, zone_id)
     SELECT DISTINCT ON (fingerprint) $1, fingerprint, t, zone_id FROM od_recent ORDER BY fingerprint, t DESC, zone_id DESC`,
    [gridId],
  );
  await tx.query('DROP TABLE od_recent');
}

/** A scratch table of sightings for this transaction. */
const SIGHTINGS_TABLE = (name: string) => `CREATE TEMP TABLE ${name} (fingerprint text, t timestamptz, zone_id int) ON COMMIT DROP`;

/**
 * Adds the trips the new sightings make: the detections at the grid's sensors with ids in `ranges`
 * (the ids after the last seen and the holes below it). A vehicle whose new sightings all come
 * after its last kept one continues from there; one with a sighting earlier than that (late or out
 * of order) has its trips from six hours before that sighting on redone from its detections.
 */
export async function addSightings(
  tx: Queryable,
  state: GridState,
  dz: DeviceZones,
  ranges: ReadonlyArray<readonly [number, number]>,
): Promise<number> {
  const gridId = state.grid_id;
  await tx.query(SIGHTINGS_TABLE('od_new'));
  await tx.query(
    `INSERT INTO od_new SELECT d.fingerprint, d.create_time, zd.zone_id
       FROM unnest($1::bigint[], $2::bigint[]) AS r(lo, hi)
       JOIN detections d ON d.id BETWEEN r.lo AND r.hi AND d.device_id = ANY($3::int[])
       JOIN ${zoneMap('$3', '$4')} ON zd.device_id = d.device_id`,
    [ranges.map((r) => r[0]), ranges.map((r) => r[1]), dz.devices, dz.zones],
  );
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM od_new');
  const n = rows[0]?.n ?? 0;
  if (n === 0) {
    await tx.query('DROP TABLE od_new');
    return 0;
  }
  // Each vehicle's first new sighting against its last kept one. Without a kept one, every earlier
  // sighting is before kept_from, so one at least six hours after that cannot follow it as a trip.
  await tx.query(
    'CREATE TEMP TABLE od_first (fingerprint text, t timestamptz, last_t timestamptz, last_zone int, late boolean) ON COMMIT DROP',
  );
  await tx.query(
    `INSERT INTO od_first SELECT f.fingerprint, f.t, l.t, l.zone_id,
            NOT ((l.t IS NOT NULL AND (f.t, f.zone_id) >= (l.t, l.zone_id))
                 OR (l.t IS NULL AND f.t >= $2::timestamptz + ${KEEP_TRIP})) AS late
       FROM (SELECT DISTINCT ON (fingerprint) fingerprint, t, zone_id FROM od_new ORDER BY fingerprint, t, zone_id) f
       LEFT JOIN od_last_sightings l ON l.grid_id = $1 AND l.fingerprint = f.fingerprint`,
    [gridId, state.kept_from],
  );
  await tx.query(
    `${INSERT_TRIPS} (${tripsOf(`
       SELECT n.fingerprint, n.t, n.zone_id FROM od_new n JOIN od_first f ON f.fingerprint = n.fingerprint AND NOT f.late
       UNION ALL SELECT fingerprint, last_t, last_zone FROM od_first WHERE NOT late AND last_t IS NOT NULL`)}) k`,
    [gridId],
  );
  await tx.query(
    `DELETE FROM od_trips o USING od_first f
      WHERE f.late AND o.grid_id = $1 AND o.fingerprint = f.fingerprint AND o.departure >= f.t - ${KEEP_TRIP}`,
    [gridId],
  );
  // Each late vehicle's sightings read sensor by sensor from the (device, fingerprint, time) index
  // (OFFSET 0 keeps it so), rather than every sighting of the grid since the earliest late one.
  await tx.query(
    `${INSERT_TRIPS} (${tripsOf(`
       SELECT f.fingerprint, d.t, zd.zone_id FROM od_first f CROSS JOIN ${ZONE_MAP}
        CROSS JOIN LATERAL (SELECT create_time AS t FROM detections
                             WHERE device_id = zd.device_id AND fingerprint = f.fingerprint AND create_time >= f.t - ${KEEP_TRIP} OFFSET 0) d
        WHERE f.late`)}) k`,
    [gridId, dz.devices, dz.zones],
  );
  await tx.query(
    `INSERT INTO od_last_sightings AS l (grid_id, fingerprint, t, zone_id)
     SELECT DISTINCT ON (fingerprint) $1, fingerprint, t, zone_id FROM od_new WHERE t >= $2::timestamptz
      ORDER BY fingerprint, t DESC, zone_id DESC
     ON CONFLICT (grid_id, fingerprint) DO UPDATE SET t = excluded.t, zone_id = excluded.zone_id
      WHERE (excluded.t, excluded.zone_id) > (l.t, l.zone_id)`,
    [gridId, state.kept_from],
  );
  await tx.query('DROP TABLE od_new');
  await tx.query('DROP TABLE od_first');
  return n;
}

/**
 * Forgets vehicles' last sightings older than seven hours once they are eight hours old (a later
 * sighting of such a vehicle is more than the longest trip after it), and trips whose departure is
 * older than every detection left at the grid's sensors (removed by retention: the statement
 * computed at request time would no longer see them either).
 */
export async function prune(tx: Queryable, gridId: number, devices: readonly number[]): Promise<void> {
  const { rows } = await tx.query<{ kept_from: string }>(
    `UPDATE od_grid_state SET kept_from = now() - ${LAST_KEPT} WHERE grid_id = $1 AND kept_from < now() - ${LAST_PRUNED} RETURNING kept_from::text`,
    [gridId],
  );
  if (rows[0]) await tx.query('DELETE FROM od_last_sightings WHERE grid_id = $1 AND t < $2::timestamptz', [gridId, rows[0].kept_from]);
  await tx.query(
    `DELETE FROM od_trips WHERE grid_id = $1 AND departure < coalesce(
       (SELECT min(f.t) FROM unnest($2::int[]) AS dv(id)
          CROSS JOIN LATERAL (SELECT create_time AS t FROM detections WHERE device_id = dv.id ORDER BY create_time LIMIT 1) f),
       'infinity')`,
    [gridId, devices],
  );
}

/**
 * Extends the grid's trips back in time by up to `stepHours` of sightings towards `wanted_from`: the
 * trips departing in [x, covered_from) computed from the sightings of [x, covered_from + the
 * longest trip). Answers whether more remains.
 */
export async function extendBack(
  tx: Queryable,
  gridId: number,
  dz: DeviceZones,
  stepHours = LONGEST_STEP_HOURS,
): Promise<{ more: boolean; added: number }> {
  const step = "$3::int * interval '1 hour'";
  const { rows } = await tx.query<{ x: string | null; more: boolean }>(
    `SELECT CASE WHEN p.t IS NULL THEN s.wanted_from ELSE greatest(s.wanted_from, p.t - ${step}) END::text AS x,
            p.t IS NOT NULL AND p.t - ${step} > s.wanted_from AS more
       FROM od_grid_state s
       LEFT JOIN LATERAL (SELECT max(f.t) AS t FROM unnest($2::int[]) AS dv(id)
          CROSS JOIN LATERAL (SELECT create_time AS t FROM detections WHERE device_id = dv.id AND create_time < s.covered_from
                               ORDER BY create_time DESC LIMIT 1) f) p ON true
      WHERE s.grid_id = $1 AND s.covered_from > s.wanted_from`,
    [gridId, dz.devices, stepHours],
  );
  const x = rows[0]?.x;
  if (!x) return { more: false, added: 0 };
  await tx.query(
    `DELETE FROM od_trips o USING od_grid_state s
      WHERE s.grid_id = $1 AND o.grid_id = $1 AND o.departure >= $2::timestamptz AND o.departure < s.covered_from`,
    [gridId, x],
  );
  const inserted = await tx.query(
    `${INSERT_TRIPS} (${tripsOf(`
       SELECT d.fingerprint, d.create_time AS t, zd.zone_id FROM od_grid_state s CROSS JOIN ${ZONE_MAP}
         JOIN detections d ON d.device_id = zd.device_id AND d.create_time >= $4::timestamptz AND d.create_time < s.covered_from + ${KEEP_TRIP}
        WHERE s.grid_id = $1`)}) k
     WHERE k.departure < (SELECT covered_from FROM od_grid_state WHERE grid_id = $1)`,
    [gridId, dz.devices, dz.zones, x],
  );
  await tx.query('UPDATE od_grid_state SET covered_from = $2::timestamptz WHERE grid_id = $1', [gridId, x]);
  return { more: rows[0]!.more, added: inserted.rowCount };
}
