import { CONGESTED_SPEED_RATIO, RECURRING_DAY_SHARE } from '@roadlens/contract/road-analytics';
import type { Queryable } from '../../db/index.ts';
import { FREE_FLOW } from './road-analytics.queries.ts';

/** Live intervals are five minutes long: a congested interval is this many hours of congestion. */
const INTERVAL_H = 5 / 60;

export interface BottleneckRow {
  link_id: number;
  name: string;
  length_m: number;
  days_with_data: number;
  samples: number;
  delay_veh_h_per_day: number;
  delay_hours_per_day: number;
  congested_intervals: number;
  recurring_intervals: number;
  recurring_hours: number[];
}

/**
 * Per link with live intervals in [from, to): vehicle-hours of delay vs free flow and hours of
 * congestion (speed under CONGESTED_SPEED_RATIO of free-flow speed), both per day with data. A
 * local hour is recurring when the link was congested then on at least RECURRING_DAY_SHARE of the
 * days with data at that hour, and on two days at least (one day cannot show a pattern).
 */
export async function bottlenecks(db: Queryable, companyId: number, from: string, to: string): Promise<BottleneckRow[]> {
  const { rows } = await db.query<BottleneckRow>(
    `WITH ${FREE_FLOW},
     c AS (
       SELECT id, day, extract(hour FROM start AT TIME ZONE time_zone)::int AS hour, accepted_count, delay_s,
              (ff_s IS NOT NULL AND median_s * ${CONGESTED_SPEED_RATIO} > ff_s) AS congested
         FROM iv),
     per_link AS (
       SELECT id, count(DISTINCT day)::int AS days, sum(accepted_count)::int AS samples,
              COALESCE(sum(delay_s * accepted_count), 0) / 3600.0::float8 AS veh_h,
              count(*) FILTER (WHERE congested)::int AS congested_intervals
         FROM c GROUP BY id),
     per_hour AS (
       SELECT id, hour, count(DISTINCT day) AS days_at_hour, count(DISTINCT day) FILTER (WHERE congested) AS congested_days,
              count(*) FILTER (WHERE congested) AS congested_intervals
         FROM c GROUP BY id, hour),
     rec AS (
       SELECT id, array_agg(hour ORDER BY hour) AS hours, sum(congested_intervals)::int AS intervals
         FROM per_hour WHERE congested_days >= 2 AND congested_days >= ${RECURRING_DAY_SHARE} * days_at_hour
        GROUP BY id)
     SELECT ff.id AS link_id, ff.name, ff.length_m, p.days AS days_with_data, p.samples,
            p.veh_h / greatest(1, p.days) AS delay_veh_h_per_day,
            p.congested_intervals * ${INTERVAL_H}::float8 / greatest(1, p.days) AS delay_hours_per_day,
            p.congested_intervals, COALESCE(rec.intervals, 0) AS recurring_intervals,
            COALESCE(rec.hours, '{}'::int[]) AS recurring_hours
       FROM per_link p JOIN ff ON ff.id = p.id LEFT JOIN rec ON rec.id = p.id
      ORDER BY delay_veh_h_per_day DESC, delay_hours_per_day DESC, ff.name`,
    [companyId, from, to],
  );
  return rows;
}
