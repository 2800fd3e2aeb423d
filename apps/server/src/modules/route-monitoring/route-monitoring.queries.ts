import type { Queryable } from '../../db/index.ts';
import { LIVE_MODE, TYPICAL_HALF_WINDOW_S, TYPICAL_WEEKS } from '@roadlens/traffic/definitions';

/** Every route's links in chain order with their names and lines. */
export async function routeSegments(db: Queryable, companyId: number) {
  const { rows } = await db.query<{ route_id: number; link_id: number; name: string; geometry: Array<[number, number]> | null }>(
    `SELECT rl.route_id, l.id AS link_id, l.name, l.geometry
       FROM routes r JOIN route_links rl ON rl.route_id = r.id JOIN links l ON l.id = rl.link_id
      WHERE r.company_id = $1 ORDER BY rl.route_id, rl.position`,
    [companyId],
  );
  return rows;
}

/**
 * A route's 5-minute slots in [from, to): its travel time (the links' sum, only where every link has
 * a median from accepted trips) and the typical one — the median of the route's travel times within
 * ± TYPICAL_HALF_WINDOW_S of the same local time of the week in each of the previous TYPICAL_WEEKS
 * weeks, the same rule as a link's typical — with the 25th and 75th percentiles as its usual spread.
 * Empty when the route is not the company's.
 */
export async function routeHistory(db: Queryable, companyId: number, routeId: number, from: number, to: number) {
  const { rows } = await db.query<{ t: number; tt: number | null; acc: number | null; typ: number[] | null }>(
    `WITH rl AS (SELECT rl.link_id FROM route_links rl JOIN routes r ON r.id = rl.route_id WHERE r.company_id = $1 AND r.id = $2),
          n AS (SELECT count(*) AS n FROM rl),
          co AS (SELECT time_zone AS z FROM companies WHERE id = $1),
          series AS (
            SELECT i.start, sum(i.median_s) AS tt, min(i.accepted_count) AS acc
              FROM intervals i JOIN rl ON rl.link_id = i.link_id
             WHERE i.mode = ${LIVE_MODE} AND i.median_s IS NOT NULL AND i.accepted_count > 0
               AND i.start >= to_timestamp($3) - make_interval(days => ${7 * TYPICAL_WEEKS}, secs => ${TYPICAL_HALF_WINDOW_S})
               AND i.start < to_timestamp($4)
             GROUP BY i.start HAVING count(*) = (SELECT n FROM n)),
          slots AS (SELECT generate_series(to_timestamp($3), to_timestamp($4) - interval '5 minutes', interval '5 minutes') AS t
                     WHERE EXISTS (SELECT 1 FROM rl))
     SELECT extract(epoch FROM s.t)::float8 AS t, cur.tt::float8 AS tt, cur.acc::int AS acc, typ.p AS typ
       FROM slots s
       LEFT JOIN series cur ON cur.start = s.t
       LEFT JOIN LATERAL (
         SELECT percentile_cont(ARRAY[0.25, 0.5, 0.75]::float8[]) WITHIN GROUP (ORDER BY x.tt) AS p
           FROM generate_series(1, ${TYPICAL_WEEKS}) AS w(k)
           CROSS JOIN co
           CROSS JOIN LATERAL (SELECT ((s.t AT TIME ZONE co.z) - make_interval(days => 7 * w.k)) AT TIME ZONE co.z AS at) a
           JOIN series x ON x.start BETWEEN a.at - make_interval(secs => ${TYPICAL_HALF_WINDOW_S}) AND a.at + make_interval(secs => ${TYPICAL_HALF_WINDOW_S})
       ) typ ON true
      ORDER BY s.t`,
    [companyId, routeId, from, to],
  );
  return rows;
}
