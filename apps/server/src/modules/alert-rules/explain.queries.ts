import type { AlertObjectType } from '@roadlens/contract/alert-rules';
import type { Queryable } from '../../db/index.ts';
import { LIVE_MODE } from '@roadlens/traffic/definitions';

export interface SeriesRow {
  t: string;
  tt: number | null;
  samples: number | null;
  length_m: number | null;
}

/** How far either side of a change its chart reaches. */
export const SERIES_HALF_WINDOW_S = 2 * 3600;
const window = () =>
  `BETWEEN $2::timestamptz - make_interval(secs => ${SERIES_HALF_WINDOW_S}) AND $2::timestamptz + make_interval(secs => ${SERIES_HALF_WINDOW_S})`;
const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The watched value per 5-minute interval around `at`: a link's median travel time, a route's sum
 * over its links (intervals where every link has one), a sensor's detections, a sign's changes of text
 * (samples 1 while it showed its fallback, 0 otherwise), a tag's detections by any of its company's sensors.
 */
export async function seriesAround(db: Queryable, type: AlertObjectType, id: number, at: string): Promise<SeriesRow[]> {
  const sql = {
    link: `SELECT ${iso('i.start')} AS t, i.median_s AS tt, i.accepted_count AS samples, l.length_m
             FROM intervals i JOIN links l ON l.id = i.link_id
            WHERE i.link_id = $1 AND i.mode = ${LIVE_MODE} AND i.start ${window()} ORDER BY i.start`,
    route: `SELECT ${iso('i.start')} AS t, sum(i.median_s)::float8 AS tt, min(i.accepted_count)::int AS samples, sum(l.length_m)::float8 AS length_m
              FROM route_links rl JOIN links l ON l.id = rl.link_id
              JOIN intervals i ON i.link_id = rl.link_id AND i.mode = ${LIVE_MODE} AND i.median_s IS NOT NULL AND i.start ${window()}
             WHERE rl.route_id = $1 GROUP BY i.start
            HAVING count(*) = (SELECT count(*) FROM route_links WHERE route_id = $1) ORDER BY i.start`,
    device: `SELECT ${iso('to_timestamp(floor(extract(epoch FROM x.create_time) / 300) * 300)')} AS t, NULL::float8 AS tt, count(*)::int AS samples, NULL::float8 AS length_m
               FROM detections x WHERE x.device_id = $1 AND x.create_time ${window()} GROUP BY 1 ORDER BY 1`,
    sign: `SELECT ${iso('m.at')} AS t, NULL::float8 AS tt, (m.reason = 'fallback')::int AS samples, NULL::float8 AS length_m
             FROM sign_messages m WHERE m.sign_id = $1 AND m.at ${window()} ORDER BY m.at, m.id`,
    tag: `SELECT ${iso('to_timestamp(floor(extract(epoch FROM x.create_time) / 300) * 300)')} AS t, NULL::float8 AS tt, count(*)::int AS samples, NULL::float8 AS length_m
            FROM known_tags k JOIN devices dv ON dv.company_id = k.company_id
            JOIN detections x ON x.device_id = dv.id AND x.fingerprint = k.fingerprint AND x.create_time ${window()}
           WHERE k.id = $1 GROUP BY 1 ORDER BY 1`,
  }[type];
  const { rows } = await db.query<SeriesRow>(sql, [id, at]);
  return rows;
}
