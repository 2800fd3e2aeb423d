import type { Db } from '../../db/index.ts';
import type { Junction } from '@roadlens/contract/junctions';

/** Vehicles of one movement (approach arm → exit arm) whose approach sighting fell in one local hour. */
export interface MovementHourRow {
  from_arm: number;
  to_arm: number;
  hour: number;
  n: number;
  sum_tt: number;
  sum_delay: number;
}

/** Share of a movement's travel times below which it counts as free flow: its undelayed pass time. */
export const FREE_FLOW_PERCENTILE = 0.15;

/**
 * A junction's matched passes over one local day, counted per movement and local hour.
 *
 * Each sighting at an arm's approach sensor starts a pass of that fingerprint; the pass ends at the
 * first later sighting of the same fingerprint at any arm's exit sensor other than the approach
 * sensor itself, if it comes within `maxMinutes`. Each sighting is read once, with the arm it is an
 * approach of and the arm it is an exit of (one Bluetooth sensor is often both). Sightings are
 * ordered per fingerprint with a running count of approach sightings, so a pass runs from the last
 * approach sighting before the exit (a sensor sees a vehicle many times while it passes) and no pair
 * is searched for; a sighting that is both an exit and a new approach ends the pass before it.
 *
 * Travel time is exit minus approach; delay is travel time above the movement's free-flow time,
 * the FREE_FLOW_PERCENTILE of that movement's travel times over the day.
 *
 * The arms come in as arrays, so each sighting finds its arms by a lookup in them instead of a
 * subquery per row, and only the arms' sensors' detections are read (through their device and time
 * index). Sorting a day's sightings for the running count needs more than the default sort memory,
 * which would spill to disk: the query gets its own for its transaction.
 */
export async function movementHours(
  db: Db,
  arms: Junction['arms'],
  date: string,
  timeZone: string,
  maxMinutes: number,
): Promise<MovementHourRow[]> {
  const approach = arms.map((a) => a.approach_device.id);
  const exit = arms.map((a) => a.exit_device.id);
  const positions = arms.map((a) => a.position);
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL work_mem = '64MB'");
    const { rows } = await tx.query<MovementHourRow>(
      `WITH bounds AS (
         SELECT ($1::date)::timestamp AT TIME ZONE $2 AS day_from, ($1::date + 1)::timestamp AT TIME ZONE $2 AS day_to
       ), ev AS (
         SELECT d.fingerprint, d.create_time AS t, d.device_id,
           ($5::int[])[array_position($3::int[], d.device_id)] AS approach_arm,
           ($5::int[])[array_position($4::int[], d.device_id)] AS exit_arm
         FROM bounds b JOIN detections d ON d.device_id = ANY($3::int[] || $4::int[])
         WHERE d.create_time >= b.day_from AND d.create_time < b.day_to + make_interval(mins => $6)
       ), g AS (
         SELECT fingerprint, t, device_id, approach_arm, exit_arm,
           count(approach_arm) OVER (PARTITION BY fingerprint ORDER BY t ROWS UNBOUNDED PRECEDING) AS grp
         FROM ev
       ), starts AS (
         SELECT g.fingerprint, g.grp, g.t AS ta, g.device_id AS da, g.approach_arm AS from_arm
         FROM g CROSS JOIN bounds b WHERE g.approach_arm IS NOT NULL AND g.t < b.day_to
       ), passes AS (
         SELECT DISTINCT ON (g.fingerprint, s.grp) s.from_arm, g.exit_arm AS to_arm, s.ta,
           extract(epoch FROM g.t - s.ta)::float8 AS tt
         FROM g JOIN starts s ON s.fingerprint = g.fingerprint
           AND s.grp = g.grp - CASE WHEN g.approach_arm IS NULL THEN 0 ELSE 1 END
         WHERE g.exit_arm IS NOT NULL AND g.device_id <> s.da AND g.t - s.ta <= make_interval(mins => $6)
         ORDER BY g.fingerprint, s.grp, g.t
       ), ff AS (
         SELECT from_arm, to_arm, percentile_cont($7::float8) WITHIN GROUP (ORDER BY tt) AS ff FROM passes GROUP BY from_arm, to_arm
       )
       SELECT p.from_arm, p.to_arm, extract(hour FROM p.ta AT TIME ZONE $2)::int AS hour, count(*)::int AS n,
         sum(p.tt)::float8 AS sum_tt, sum(greatest(0, p.tt - ff.ff))::float8 AS sum_delay
       FROM passes p JOIN ff ON ff.from_arm = p.from_arm AND ff.to_arm = p.to_arm
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [date, timeZone, approach, exit, positions, maxMinutes, FREE_FLOW_PERCENTILE],
    );
    return rows;
  });
}
