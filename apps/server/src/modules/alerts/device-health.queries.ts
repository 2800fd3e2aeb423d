import type { Queryable } from '../../db/index.ts';

export interface DeviceRateRow {
  id: number;
  name: string;
  serial: string;
  last_seen: Date | string | null;
  age_s: number | null;
  rate: number;
  usual: number | null;
}

/**
 * Each live device of the company with its detections in the last hour and its usual count for
 * that hour of the week: the mean over the previous four weeks' same hour, counting only weeks
 * that had detections (a week the sensor was down or not yet installed says nothing about usual).
 * Every count is a range scan on detections (device_id, create_time).
 */
export async function deviceRates(db: Queryable, companyId: number): Promise<DeviceRateRow[]> {
  const { rows } = await db.query<DeviceRateRow>(
    `SELECT d.id, d.name, d.serial, d.last_seen, extract(epoch FROM now() - d.last_seen)::float8 AS age_s, cur.n AS rate, usual.n AS usual
       FROM devices d
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS n FROM detections x
          WHERE x.device_id = d.id AND x.create_time >= now() - interval '1 hour' AND x.create_time < now()) cur
       CROSS JOIN LATERAL (
         SELECT avg(w.n)::float8 AS n FROM (
           SELECT (SELECT count(*) FROM detections x
                    WHERE x.device_id = d.id
                      AND x.create_time >= now() - make_interval(days => 7 * k) - interval '1 hour'
                      AND x.create_time < now() - make_interval(days => 7 * k)) AS n
             FROM generate_series(1, 4) AS k) w
          WHERE w.n > 0) usual
      WHERE d.company_id = $1 AND d.deleted_at IS NULL
      ORDER BY d.name, d.id`,
    [companyId],
  );
  return rows;
}
