import type { Queryable } from '../../db/index.ts';
import type { Database } from '@roadlens/contract/data';

/**
 * Where device_process/device_average read from (the `database` parameter):
 * - `intervals` (default): the pre-aggregated 5-minute link intervals — one row per link and 5 minutes
 *   whatever the number of detections, so 30 days of a link is 8,640 rows to read;
 * - `matches`: every stored travel-time sample of the period, aggregated now — exact medians and
 *   85th percentiles for any bucket, at a cost that grows with the traffic.
 */
export type { Database } from '@roadlens/contract/data';
export const BUCKETS = { '5min': '5min', hour: 'hour', day: 'day', week: 'week', month: 'month' } as const;
export type Bucket = keyof typeof BUCKETS;

export interface AverageFilter {
  companyId: number;
  deviceIds?: number[];
  from?: string;
  to?: string;
  mode: number;
  weekdays?: number[];
  hours?: number[];
  database: Database;
  bucket: Bucket;
}

const bucketOf = (col: string, b: Bucket) =>
  b === '5min'
    ? `to_timestamp(floor(extract(epoch FROM ${col}) / 300) * 300)`
    : `date_trunc('${BUCKETS[b]}', ${col} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * One SQL text per (database, bucket, filters given), so each plan fits its filters instead of a
 * generic `($n IS NULL OR …)` plan. Rows: per origin device, link and bucket, counts and travel times
 * (interval values weighted by their accepted counts when reading `intervals`).
 */
function averageSql(f: AverageFilter, paging: boolean): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.companyId, f.mode];
  const p = (v: unknown) => `$${params.push(v)}`;
  const time = f.database === 'intervals' ? 'i.start' : 'i.arrival';
  const where = ['l.company_id = $1', 'i.mode = $2', `i.link_id = l.id`];
  if (f.deviceIds) where.push(`l.origin_device_id = ANY(${p(f.deviceIds)}::int[])`);
  if (f.from) where.push(`${time} >= ${p(f.from)}::timestamptz`);
  if (f.to) where.push(`${time} <= ${p(f.to)}::timestamptz`);
  if (f.weekdays) where.push(`extract(isodow FROM ${time} AT TIME ZONE 'UTC')::int = ANY(${p(f.weekdays)}::int[])`);
  if (f.hours) where.push(`extract(hour FROM ${time} AT TIME ZONE 'UTC')::int = ANY(${p(f.hours)}::int[])`);
  const select =
    f.database === 'intervals'
      ? `sum(i.raw_count)::int AS raw_count, sum(i.accepted_count)::int AS accepted_count,
       sum(i.mean_s * i.accepted_count) / NULLIF(sum(i.accepted_count) FILTER (WHERE i.mean_s IS NOT NULL), 0) AS mean_s,
       sum(i.median_s * i.accepted_count) / NULLIF(sum(i.accepted_count) FILTER (WHERE i.median_s IS NOT NULL), 0) AS median_s,
       sum(i.p85_s * i.accepted_count) / NULLIF(sum(i.accepted_count) FILTER (WHERE i.p85_s IS NOT NULL), 0) AS p85_s`
      : `count(*)::int AS raw_count, count(*) FILTER (WHERE i.accepted)::int AS accepted_count,
       avg(i.travel_time_s) FILTER (WHERE i.accepted) AS mean_s,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY i.travel_time_s) FILTER (WHERE i.accepted) AS median_s,
       percentile_cont(0.85) WITHIN GROUP (ORDER BY i.travel_time_s) FILTER (WHERE i.accepted) AS p85_s`;
  const from = f.database === 'intervals' ? 'links l, intervals i' : 'links l, matches i';
  const body = `SELECT l.origin_device_id AS device_id, l.id AS link_id, ${bucketOf(time, f.bucket)} AS bucket, l.length_m, ${select}
      FROM ${from} WHERE ${where.join(' AND ')} AND l.origin_device_id IS NOT NULL
     GROUP BY l.origin_device_id, l.id, 3, l.length_m`;
  if (!paging) return { sql: `${body} ORDER BY 3, 1, 2 LIMIT 100000`, params };
  return { sql: body, params };
}

interface Row {
  device_id: number;
  link_id: number;
  bucket: unknown;
  length_m: number;
  raw_count: number;
  accepted_count: number;
  mean_s: number | null;
  median_s: number | null;
  p85_s: number | null;
}
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const round = (x: number | null) => (x == null ? null : Math.round(x * 100) / 100);
const shape = (r: Row) => ({
  device_id: r.device_id,
  link_id: r.link_id,
  timestamp: iso(r.bucket),
  raw_count: r.raw_count,
  accepted_count: r.accepted_count,
  mean_s: round(r.mean_s),
  median_s: round(r.median_s),
  p85_s: round(r.p85_s),
  speed_kmh: r.median_s ? round((r.length_m / r.median_s) * 3.6) : null,
});

/** device_average: travel-time averages per origin device, link and hour/day/week/month. */
export async function deviceAverage(db: Queryable, f: AverageFilter) {
  const { sql, params } = averageSql(f, false);
  return (await db.query<Row>(sql, params)).rows.map(shape);
}

/** device_process: 5-minute rows (stored intervals, or recomputed from matches), DRF-paged. */
export async function deviceProcess(db: Queryable, f: AverageFilter, limit: number, offset: number) {
  const { sql, params } = averageSql({ ...f, bucket: '5min' }, true);
  const [{ rows: c }, { rows }] = [
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params),
    await db.query<Row>(`${sql} ORDER BY 3, 2 LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, limit, offset]),
  ];
  return {
    count: c[0].n,
    rows: rows.map((r) => {
      const s = shape(r);
      return {
        device_id: s.device_id,
        link_id: s.link_id,
        last_detection: s.timestamp,
        type: f.mode,
        raw_count: s.raw_count,
        accepted_count: s.accepted_count,
        median_s: s.median_s,
        p85_s: s.p85_s,
        speed_kmh: s.speed_kmh,
      };
    }),
  };
}
