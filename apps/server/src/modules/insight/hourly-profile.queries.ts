import type { Queryable } from '../../db/index.ts';
import type { PeriodWindow, ProfileRow } from './insight.queries.ts';

const ISO_DAY0 = '(floor(ls / 86400)::bigint + 3) % 7';

/**
 * Where each UTC hour of the range goes in the profile: runs of its twelve 5-minute slots (`lo` to
 * `hi`, 1-based) that share one key (in period, local weekday and local hour), slots outside the
 * range or on unchosen weekdays left out. In a zone a whole number of hours from UTC an hour is one
 * run; a half-hour zone splits each hour in two, and a clock change inside an hour splits that hour.
 * Parameters: $4 time zone, $5 start of the typical weeks, $6 end of the period, $7 weekday mask,
 * $8 start of the period (local times).
 */
const PIECES = `pieces AS MATERIALIZED (
    SELECT h, k, min(j) AS lo, max(j) AS hi FROM (
      SELECT h, j, k, j - row_number() OVER (PARTITION BY h, k ORDER BY j) AS run FROM (
        SELECT h, j, CASE WHEN t >= ($5::timestamp AT TIME ZONE $4) AND ($7::bool[])[(1 + dow)::int]
                          THEN ((t >= ($8::timestamp AT TIME ZONE $4))::int * 168 + dow * 24 + floor(ls / 3600)::bigint % 24)::int END AS k
          FROM (SELECT h, j, t, ls, ${ISO_DAY0} AS dow FROM (
                  SELECT b + (n / 12) * interval '1 hour' AS h, 1 + n % 12 AS j, b + n * interval '5 minutes' AS t,
                         date_part('epoch', (b + n * interval '5 minutes') AT TIME ZONE $4) AS ls
                    FROM (SELECT interval_hours_of($5::timestamp AT TIME ZONE $4) AS b) b0
                    CROSS JOIN generate_series(0, ceil(date_part('epoch', ($6::timestamp AT TIME ZONE $4) - interval_hours_of($5::timestamp AT TIME ZONE $4)) / 300)::int - 1) AS n
                  OFFSET 0) s0
                 WHERE t < ($6::timestamp AT TIME ZONE $4) OFFSET 0) s1) s2
       WHERE k IS NOT NULL) s3
     GROUP BY h, k, run)`;

/** A run's slice of a slot array, padded back to twelve so runs of any length stack into one array. */
const slice = (col: string, pad: string) =>
  `CASE WHEN p.lo = 1 AND p.hi = 12 THEN r.${col} ELSE r.${col}[p.lo:p.hi] || array_fill(${pad}, ARRAY[12 - (p.hi - p.lo + 1)]) END`;

/**
 * The weekday × hour profile of links (positions $1, ids $2 of company $3), as `profile` computes it
 * from intervals but read from their hourly regrouping (interval_hours): each item's rows of an hour
 * key are stacked into one array, whose median is taken over its values. Every interval's value
 * still counts once, so the medians, trips and interval counts are the same; only an hour row per
 * link and hour is read instead of twelve interval rows, and only small per-key sorts remain.
 */
export async function hourlyProfile(
  db: Queryable,
  companyId: number,
  linkIdx: number[],
  linkIds: number[],
  w: PeriodWindow,
  typicalFrom: string,
): Promise<ProfileRow[]> {
  if (linkIds.length === 0) return [];
  const { rows } = await db.query<ProfileRow>(
    `WITH ${PIECES},
       stacked AS (
         SELECT x.idx, p.k, array_agg(${slice('tt', 'NULL::float8')}) AS tts, array_agg(${slice('acc', '0')}) AS accs
           FROM unnest($1::int[], $2::int[]) AS x(idx, id) JOIN links l ON l.id = x.id AND l.company_id = $3
           JOIN interval_hours r ON r.link_id = l.id AND r.hour > ($5::timestamp AT TIME ZONE $4) - interval '1 hour'
                                AND r.hour < ($6::timestamp AT TIME ZONE $4)
           JOIN pieces p ON p.h = r.hour
          GROUP BY x.idx, p.k)
     SELECT s.idx, s.k >= 168 AS in_period, 1 + (s.k % 168) / 24 AS day, s.k % 24 AS hour, v.median_s, v.samples, v.intervals
       FROM stacked s CROSS JOIN LATERAL (
         SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY t))::float8 AS median_s,
                COALESCE(sum(a) FILTER (WHERE t IS NOT NULL), 0)::int AS samples, count(t)::int AS intervals
           FROM unnest(s.tts, s.accs) AS u(t, a)) v
      WHERE v.intervals > 0
      ORDER BY s.idx, s.k`,
    [linkIdx, linkIds, companyId, w.timeZone, typicalFrom, w.to, w.dayMask, w.from],
  );
  return rows;
}
