import type { Queryable } from '../../db/index.ts';

/** The links the device is an end of, by name (company-scoped through the link). */
export async function linksOfDevice(db: Queryable, companyId: number, deviceId: number) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM links WHERE company_id = $1 AND (origin_device_id = $2 OR destination_device_id = $2) ORDER BY name, id`,
    [companyId, deviceId],
  );
  return rows;
}

/** One mode's 5-minute intervals of a link over [from, to). */
export async function comparisonIntervals(db: Queryable, linkId: number, mode: number, from: number, to: number) {
  const { rows } = await db.query<{
    start: number;
    raw_count: number;
    accepted_count: number;
    median_s: number | null;
    speed_kmh: number | null;
  }>(
    `SELECT extract(epoch FROM start)::float8 AS start, raw_count, accepted_count, median_s, speed_kmh
       FROM intervals WHERE link_id = $1 AND mode = $2 AND start >= to_timestamp($3) AND start < to_timestamp($4)
      ORDER BY start LIMIT 20000`,
    [linkId, mode, from, to],
  );
  return rows;
}

/** One mode's matches (with the filter's verdict) arriving in [from, to), at most `limit`. */
export async function comparisonSamples(db: Queryable, linkId: number, mode: number, from: number, to: number, limit: number) {
  const { rows } = await db.query<{ arrival: number; travel_time_s: number; accepted: boolean; reason: string | null }>(
    `SELECT extract(epoch FROM arrival)::float8 AS arrival, travel_time_s, accepted, reason
       FROM matches WHERE link_id = $1 AND mode = $2 AND arrival >= to_timestamp($3) AND arrival < to_timestamp($4)
      ORDER BY arrival LIMIT $5`,
    [linkId, mode, from, to, limit],
  );
  return rows.map((r) => ({ mode, ...r }));
}

/** Detections per UTC hour or day and signal type over [from, to) (one range scan of the device's index). */
export async function detectionCountsOf(db: Queryable, deviceId: number, interval: 'hour' | 'day', from: number, to: number) {
  const { rows } = await db.query<{ start: number; signal: number; count: number }>(
    `SELECT extract(epoch FROM date_trunc('${interval === 'day' ? 'day' : 'hour'}', create_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::float8 AS start,
            signal::int AS signal, count(*)::int AS count
       FROM detections WHERE device_id = $1 AND create_time >= to_timestamp($2) AND create_time < to_timestamp($3)
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [deviceId, from, to],
  );
  return rows;
}
