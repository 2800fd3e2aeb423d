import type { Queryable } from '../../db/index.ts';
import { LIVE_MODE, TYPICAL_HALF_WINDOW_S, TYPICAL_WEEKS } from '@roadlens/traffic/definitions';

/** The ± window in whole 5-minute slots: intervals start on the 5-minute grid, so the window is these starts. */
const WINDOW_SLOTS = Math.floor(TYPICAL_HALF_WINDOW_S / 300);

/**
 * The typical travel time of every 5-minute slot in [from, to) for a chain of the company's links (one
 * link, or a route's): the median of the chain's travel times (summed where every link has a median
 * from accepted trips) within ± TYPICAL_HALF_WINDOW_S of the same local time of the week in each of
 * the previous TYPICAL_WEEKS weeks — the rule of a link's current typical — with the 25th and 75th
 * percentiles as its usual spread. `from` and `to` are multiples of five minutes; empty without links.
 * The window's interval starts are listed and joined by equality (intervals sit on the 5-minute grid):
 * a range join per slot re-read the whole history for every slot and took minutes for a week.
 */
export async function typicalProfile(db: Queryable, companyId: number, linkIds: number[], from: number, to: number) {
  const { rows } = await db.query<{ t: number; typ: number[] | null }>(
    `WITH rl AS (SELECT l.id AS link_id FROM links l WHERE l.company_id = $1 AND l.id = ANY($2::int[])),
          n AS (SELECT count(*) AS n FROM rl),
          co AS (SELECT time_zone AS z FROM companies WHERE id = $1),
          series AS MATERIALIZED (
            SELECT i.start, sum(i.median_s) AS tt
              FROM intervals i JOIN rl ON rl.link_id = i.link_id
             WHERE i.mode = ${LIVE_MODE} AND i.median_s IS NOT NULL AND i.accepted_count > 0
               AND i.start >= to_timestamp($3) - make_interval(days => ${7 * TYPICAL_WEEKS}, secs => ${TYPICAL_HALF_WINDOW_S})
               AND i.start < to_timestamp($4)
             GROUP BY i.start HAVING count(*) = (SELECT n FROM n)),
          slots AS (SELECT generate_series(to_timestamp($3), to_timestamp($4) - interval '5 minutes', interval '5 minutes') AS t
                     WHERE EXISTS (SELECT 1 FROM rl)),
          wanted AS (
            SELECT s.t, ((s.t AT TIME ZONE co.z) - make_interval(days => 7 * w.k)) AT TIME ZONE co.z + make_interval(mins => 5 * o.k) AS at
              FROM slots s CROSS JOIN co
              CROSS JOIN generate_series(1, ${TYPICAL_WEEKS}) AS w(k)
              CROSS JOIN generate_series(-${WINDOW_SLOTS}, ${WINDOW_SLOTS}) AS o(k)),
          typ AS (
            SELECT wanted.t, percentile_cont(ARRAY[0.25, 0.5, 0.75]::float8[]) WITHIN GROUP (ORDER BY x.tt) AS p
              FROM wanted JOIN series x ON x.start = wanted.at GROUP BY wanted.t)
     SELECT extract(epoch FROM s.t)::float8 AS t, typ.p AS typ
       FROM slots s LEFT JOIN typ ON typ.t = s.t
      ORDER BY s.t`,
    [companyId, linkIds, from, to],
  );
  return rows.map((r) => ({
    t: r.t,
    typical_low_s: r.typ?.[0] ?? null,
    typical_s: r.typ?.[1] ?? null,
    typical_high_s: r.typ?.[2] ?? null,
  }));
}
