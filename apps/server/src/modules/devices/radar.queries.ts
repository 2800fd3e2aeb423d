import type { Queryable } from '../../db/index.ts';

/**
 * A radar sensor's rows per UTC hour or day and lane over [from, to): vehicles counted, their mean
 * speed (each row's speed weighted by its vehicles) and the mean occupancy. One range scan of the
 * (device_id, timestamp) index.
 */
export async function radarCountsOf(db: Queryable, deviceId: number, interval: 'hour' | 'day', from: number, to: number) {
  const { rows } = await db.query<{
    start: number;
    lane: number | null;
    count: number;
    speed_kmh: number | null;
    occupancy: number | null;
  }>(
    `SELECT extract(epoch FROM date_trunc('${interval === 'day' ? 'day' : 'hour'}', timestamp AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::float8 AS start,
            lane, sum(count)::int AS count,
            (sum(speed_kmh * count) FILTER (WHERE speed_kmh IS NOT NULL) / NULLIF(sum(count) FILTER (WHERE speed_kmh IS NOT NULL), 0))::float8 AS speed_kmh,
            avg(occupancy)::float8 AS occupancy
       FROM radar_data WHERE device_id = $1 AND timestamp >= to_timestamp($2) AND timestamp < to_timestamp($3)
      GROUP BY 1, 2 ORDER BY 1, 2 NULLS FIRST`,
    [deviceId, from, to],
  );
  return rows;
}
