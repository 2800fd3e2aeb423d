import type { Queryable } from '../../db/index.ts';
import { CURRENT_MAX_AGE_S, estimatedFreeFlowSql, LIVE_MODE, TYPICAL_HALF_WINDOW_S, TYPICAL_WEEKS } from '@roadlens/traffic/definitions';

/** "No data for N minutes" looks back at most this far (its largest N is a week). */
const LAST_DATA_LOOKBACK_S = 8 * 86400;

export interface LinkNow {
  id: number;
  name: string;
  length_m: number;
  free_flow_s: number | null;
  start_s: number | null;
  median_s: number | null;
  accepted_count: number | null;
  raw_count: number | null;
  last_data_s: number | null;
}

/** Each link of the company (or of `ids`) with its current interval (the latest with an accepted sample, as the screens define current) and when it last had data. */
export async function linksNow(db: Queryable, companyId: number, ids: number[] | null, now: Date): Promise<LinkNow[]> {
  const { rows } = await db.query<LinkNow>(
    `SELECT l.id, l.name, l.length_m, l.free_flow_s, cur.start_s, cur.median_s, cur.accepted_count, cur.raw_count, last.start_s AS last_data_s
       FROM links l
       LEFT JOIN LATERAL (
         SELECT extract(epoch FROM i.start)::float8 AS start_s, i.median_s, i.accepted_count, i.raw_count FROM intervals i
          WHERE i.link_id = l.id AND i.mode = ${LIVE_MODE} AND i.accepted_count > 0 AND i.median_s IS NOT NULL
            AND i.start > $3::timestamptz - make_interval(secs => ${CURRENT_MAX_AGE_S}) AND i.start <= $3::timestamptz
          ORDER BY i.start DESC LIMIT 1) cur ON true
       LEFT JOIN LATERAL (
         SELECT extract(epoch FROM i.start)::float8 AS start_s FROM intervals i
          WHERE i.link_id = l.id AND i.mode = ${LIVE_MODE} AND i.accepted_count > 0
            AND i.start > $3::timestamptz - make_interval(secs => ${LAST_DATA_LOOKBACK_S}) AND i.start <= $3::timestamptz
          ORDER BY i.start DESC LIMIT 1) last ON true
      WHERE l.company_id = $1 AND ($2::int[] IS NULL OR l.id = ANY($2::int[]))`,
    [companyId, ids, now],
  );
  return rows;
}

/**
 * The interval medians typical is taken from, for each (link, interval start): the same local time
 * of the week ± the typical window in each of the previous weeks, as typicalSql() reads them.
 */
export async function typicalSamples(
  db: Queryable,
  linkIds: number[],
  startsS: number[],
  timeZone: string,
): Promise<Array<{ link_id: number; start_s: number; medians: number[] }>> {
  if (linkIds.length === 0) return [];
  const { rows } = await db.query<{ link_id: number; start_s: number; medians: number[] }>(
    `SELECT x.link_id, x.start_s, array_agg(t.median_s) AS medians
       FROM unnest($1::int[], $2::float8[]) AS x(link_id, start_s)
       CROSS JOIN generate_series(1, ${TYPICAL_WEEKS}) AS w(k)
       CROSS JOIN LATERAL (SELECT ((to_timestamp(x.start_s) AT TIME ZONE $3) - make_interval(days => 7 * w.k)) AT TIME ZONE $3 AS at) a
       JOIN intervals t ON t.link_id = x.link_id AND t.mode = ${LIVE_MODE} AND t.median_s IS NOT NULL AND t.accepted_count > 0
        AND t.start BETWEEN a.at - make_interval(secs => ${TYPICAL_HALF_WINDOW_S}) AND a.at + make_interval(secs => ${TYPICAL_HALF_WINDOW_S})
      GROUP BY x.link_id, x.start_s`,
    [linkIds, startsS, timeZone],
  );
  return rows;
}

/** Free flow estimated from the link's own history, for links that have none set. */
export async function estimatedFreeFlows(db: Queryable, linkIds: number[]): Promise<Array<{ id: number; ff: number | null }>> {
  if (linkIds.length === 0) return [];
  const { rows } = await db.query<{ id: number; ff: number | null }>(
    `SELECT l.id, ${estimatedFreeFlowSql('l.id')}::float8 AS ff FROM links l WHERE l.id = ANY($1::int[])`,
    [linkIds],
  );
  return rows;
}

export interface RouteNow {
  id: number;
  name: string;
  link_ids: number[];
}

export async function routesOf(db: Queryable, companyId: number, ids: number[] | null): Promise<RouteNow[]> {
  const { rows } = await db.query<RouteNow>(
    `SELECT r.id, r.name, COALESCE((SELECT array_agg(rl.link_id ORDER BY rl.position) FROM route_links rl WHERE rl.route_id = r.id), '{}') AS link_ids
       FROM routes r WHERE r.company_id = $1 AND ($2::int[] IS NULL OR r.id = ANY($2::int[]))`,
    [companyId, ids],
  );
  return rows;
}

export interface SensorNow {
  id: number;
  name: string;
  last_seen_s: number | null;
}

export async function sensorsNow(db: Queryable, companyId: number, ids: number[] | null): Promise<SensorNow[]> {
  const { rows } = await db.query<SensorNow>(
    `SELECT d.id, COALESCE(NULLIF(d.name, ''), d.serial) AS name, extract(epoch FROM d.last_seen)::float8 AS last_seen_s
       FROM devices d WHERE d.company_id = $1 AND d.deleted_at IS NULL AND ($2::int[] IS NULL OR d.id = ANY($2::int[]))`,
    [companyId, ids],
  );
  return rows;
}

export interface SignNow {
  id: number;
  name: string;
  reason: string | null;
  fallback_since_s: number | null;
}

/**
 * Each sign of the company (or of `ids`) with what it shows now and, while that is its fallback,
 * when the run of fallback messages began (the first one after its last other message): a fallback
 * whose wording changes is still one fallback.
 */
export async function signsNow(db: Queryable, companyId: number, ids: number[] | null): Promise<SignNow[]> {
  const { rows } = await db.query<SignNow>(
    `SELECT s.id, s.name, s.shown_reason AS reason,
            CASE WHEN s.shown_reason = 'fallback' THEN extract(epoch FROM COALESCE(
              (SELECT min(m.at) FROM sign_messages m WHERE m.sign_id = s.id AND m.at > COALESCE(
                 (SELECT max(o.at) FROM sign_messages o WHERE o.sign_id = s.id AND o.reason <> 'fallback'), '-infinity'::timestamptz)),
              s.shown_since))::float8 END AS fallback_since_s
       FROM signs s WHERE s.company_id = $1 AND ($2::int[] IS NULL OR s.id = ANY($2::int[]))`,
    [companyId, ids],
  );
  return rows;
}

/** Company time zone, for typical's weeks and quiet hours. */
export async function companyTimeZone(db: Queryable, companyId: number): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>('SELECT time_zone FROM companies WHERE id = $1', [companyId]);
  return rows[0]?.time_zone ?? 'UTC';
}
