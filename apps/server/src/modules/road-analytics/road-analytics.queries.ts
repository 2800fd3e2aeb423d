import { delayVsFreeFlowSql, estimatedFreeFlowSql, linkFreeFlowSql } from '@roadlens/traffic/definitions';
import type { Queryable } from '../../db/index.ts';

/**
 * The company's links with their free-flow travel time (the link's own, else the estimate from
 * recent intervals, as the links' current values take it) and the company zone; each interval's
 * delay is its delay vs free flow.
 */
export const FREE_FLOW = `
  ff AS (
    SELECT l.id, l.name, l.provider_segment, l.length_m, c.time_zone,
           ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))} AS ff_s
      FROM links l JOIN companies c ON c.id = l.company_id
     WHERE l.company_id = $1),
  iv AS (
    SELECT ff.*, i.start, i.median_s, i.accepted_count, (i.start AT TIME ZONE ff.time_zone)::date AS day,
           ${delayVsFreeFlowSql('i.median_s', 'ff.ff_s')} AS delay_s
      FROM ff JOIN intervals i ON i.link_id = ff.id AND i.mode = 0 AND i.median_s IS NOT NULL AND i.start >= $2 AND i.start < $3)`;

export interface SegmentRow {
  link_id: number;
  name: string;
  provider_segment: string | null;
  length_m: number;
  free_flow_s: number | null;
  intervals: number;
  days_with_data: number;
  avg_travel_time_s: number;
  avg_delay_s: number | null;
  delay_veh_h: number | null;
}

/** Per link with live intervals in [from, to): counts, mean travel time and delay. */
export async function segmentTotals(db: Queryable, companyId: number, from: string, to: string): Promise<SegmentRow[]> {
  const { rows } = await db.query<SegmentRow>(
    `WITH ${FREE_FLOW}
     SELECT id AS link_id, name, provider_segment, length_m, ff_s AS free_flow_s, count(*)::int AS intervals,
            count(DISTINCT day)::int AS days_with_data, avg(median_s) AS avg_travel_time_s, avg(delay_s) AS avg_delay_s,
            sum(delay_s * accepted_count) / 3600.0::float8 AS delay_veh_h
       FROM iv GROUP BY id, name, provider_segment, length_m, ff_s`,
    [companyId, from, to],
  );
  return rows;
}

export interface DayRow {
  date: string;
  length_m: number;
  avg_tt_s: number;
  congestion_index: number | null;
  delay_veh_h: number | null;
}

/**
 * Per local day: the corridor as the sum of its links' mean travel times (and the free-flow ones
 * of links that have one), so a day's speed is total length over total time, like a segment's.
 */
export async function dailyTotals(db: Queryable, companyId: number, from: string, to: string): Promise<DayRow[]> {
  const { rows } = await db.query<DayRow>(
    `WITH ${FREE_FLOW},
     per_link AS (
       SELECT day, id, length_m, ff_s, avg(median_s) AS tt, sum(delay_s * accepted_count) / 3600.0::float8 AS delay_veh_h
         FROM iv GROUP BY day, id, length_m, ff_s)
     SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(length_m) AS length_m, sum(tt) AS avg_tt_s,
            CASE WHEN count(ff_s) = 0 THEN NULL ELSE sum(tt) FILTER (WHERE ff_s IS NOT NULL) / sum(ff_s) END AS congestion_index,
            sum(delay_veh_h) AS delay_veh_h
       FROM per_link GROUP BY day ORDER BY day`,
    [companyId, from, to],
  );
  return rows;
}

/**
 * The company's zone and the period's start: local midnight `days - 1` days before today, so the
 * period is whole local days (today so far being the last) and no day of the trend is a sliver.
 */
export async function periodStart(db: Queryable, companyId: number, days: number): Promise<{ time_zone: string; from: Date }> {
  const { rows } = await db.query<{ time_zone: string; from: Date | string }>(
    `SELECT time_zone, (date_trunc('day', now() AT TIME ZONE time_zone) - make_interval(days => $2::int - 1)) AT TIME ZONE time_zone AS "from"
       FROM companies WHERE id = $1`,
    [companyId, days],
  );
  return { time_zone: rows[0].time_zone, from: new Date(rows[0].from) };
}
