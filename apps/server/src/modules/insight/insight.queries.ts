import type { Queryable } from '../../db/index.ts';
import { estimatedFreeFlowSql, linkFreeFlowSql, LIVE_MODE } from '@roadlens/traffic/definitions';
import type { InsightItem } from '@roadlens/contract/insight';

/** The selection as parallel arrays: item position and id, apart for links and routes. */
export interface Selection {
  linkIdx: number[];
  linkIds: number[];
  routeIdx: number[];
  routeIds: number[];
}

export function selectionOf(items: readonly InsightItem[]): Selection {
  const s: Selection = { linkIdx: [], linkIds: [], routeIdx: [], routeIds: [] };
  items.forEach((it, i) => {
    if (it.kind === 'link') {
      s.linkIdx.push(i);
      s.linkIds.push(it.id);
    } else {
      s.routeIdx.push(i);
      s.routeIds.push(it.id);
    }
  });
  return s;
}

/** Which company owns each requested item (null: no such item anywhere), by position. */
export async function ownersOf(db: Queryable, items: readonly InsightItem[]): Promise<Array<number | null>> {
  const { rows } = await db.query<{ pos: number; company_id: number | null }>(
    `SELECT x.pos::int AS pos, COALESCE(l.company_id, r.company_id) AS company_id
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS x(kind, id, pos)
       LEFT JOIN links l ON x.kind = 'link' AND l.id = x.id
       LEFT JOIN routes r ON x.kind = 'route' AND r.id = x.id
      ORDER BY x.pos`,
    [items.map((i) => i.kind), items.map((i) => i.id)],
  );
  return rows.map((r) => r.company_id);
}

export async function companyClock(db: Queryable, companyId: number) {
  const { rows } = await db.query<{
    time_zone: string;
    peak_hours: { am: { from: string; to: string }; pm: { from: string; to: string } };
  }>('SELECT time_zone, peak_hours FROM companies WHERE id = $1', [companyId]);
  return rows[0];
}

/**
 * Every selected item's member links as (idx, link_id): a link is its own single member, a route
 * its chain. Parameters $1–$5: link positions, link ids, route positions, route ids, company.
 */
const MEMBERS = `lk AS (
    SELECT x.idx, l.id AS link_id FROM unnest($1::int[], $2::int[]) AS x(idx, id) JOIN links l ON l.id = x.id AND l.company_id = $5
    UNION ALL
    SELECT x.idx, rl.link_id FROM unnest($3::int[], $4::int[]) AS x(idx, id)
      JOIN routes r ON r.id = x.id AND r.company_id = $5 JOIN route_links rl ON rl.route_id = r.id)`;

const args = (s: Selection, companyId: number) => [s.linkIdx, s.linkIds, s.routeIdx, s.routeIds, companyId];

/** Name, length and free flow per item (a route's free flow is its links' sum, unknown when one link has none). */
export async function itemInfo(db: Queryable, companyId: number, s: Selection) {
  const { rows } = await db.query<{ idx: number; name: string; length_m: number; free_flow_s: number | null }>(
    `WITH ${MEMBERS},
          per_link AS (SELECT lk.idx, l.length_m, ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))} AS ff
                         FROM lk JOIN links l ON l.id = lk.link_id)
     SELECT p.idx, COALESCE((SELECT name FROM links WHERE id = ($2::int[])[array_position($1::int[], p.idx)]),
                            (SELECT name FROM routes WHERE id = ($4::int[])[array_position($3::int[], p.idx)])) AS name,
            sum(p.length_m)::float8 AS length_m,
            (CASE WHEN count(p.ff) = count(*) THEN sum(p.ff) END)::float8 AS free_flow_s
       FROM per_link p GROUP BY p.idx ORDER BY p.idx`,
    args(s, companyId),
  );
  return rows;
}

/**
 * The item's 5-minute series between local times $7 and $8 (excluded) of time zone $6, on the ISO
 * weekdays whose entry of the boolean array $9 (index 1 = Monday) is true: per interval start, the
 * travel time — for a route the sum over its links, valid only where every link has a median from
 * accepted trips, as a partial sum would read as a fast route — the accepted trips (a route's
 * weakest link's) and the member links' trips before and after the filter. With `slotFilter`, only
 * the 5-minute slots of the day whose entry of $10 (index 1 = 00:00) is true count. Masks are read
 * by subscript, one step per row, where a set test would scan the set for each of a month's rows.
 */
/**
 * Local time is read from `ls`, the local wall clock as seconds since 1970-01-01 00:00 (a Thursday):
 * plain arithmetic gives the weekday (0 = Monday) and the slot of the day, much cheaper per row
 * than field extraction on a timestamp.
 */
const ISO_DAY0 = '(floor(ls / 86400)::bigint + 3) % 7';

const inTimeSet = (slotFilter: boolean) =>
  `($9::bool[])[(1 + ${ISO_DAY0})::int]${slotFilter ? ' AND ($10::bool[])[(1 + floor(ls / 300)::bigint % 288)::int]' : ''}`;

/**
 * The time set is resolved once per 5-minute slot of the range (a month is 8,640 slots), not once per
 * interval row (a month of 50 links is 432,000): the rows then join the slots that count, which
 * carry their local time. Interval starts lie on the 5-minute grid, as do all zone offsets.
 * Each other part is read once, so the planner folds it into the query instead of storing it first.
 */
const series = (slotFilter: boolean) => `
  slots AS (SELECT start, ls FROM (
              SELECT b AS start, date_part('epoch', b AT TIME ZONE $6) AS ls
                FROM generate_series(($7::timestamp AT TIME ZONE $6), ($8::timestamp AT TIME ZONE $6) - interval '5 minutes', interval '5 minutes') AS b) s
             WHERE ${inTimeSet(slotFilter)}),
  link_rows AS (SELECT x.idx, i.start, i.median_s, i.accepted_count, i.raw_count, s.ls
                  FROM unnest($1::int[], $2::int[]) AS x(idx, id) JOIN links l ON l.id = x.id AND l.company_id = $5
                  JOIN intervals i ON i.link_id = l.id AND i.mode = ${LIVE_MODE}
                                  AND i.start >= ($7::timestamp AT TIME ZONE $6) AND i.start < ($8::timestamp AT TIME ZONE $6)
                  JOIN slots s ON s.start = i.start),
  members AS (SELECT x.idx, rl.link_id, count(*) OVER (PARTITION BY x.idx) AS n
                FROM unnest($3::int[], $4::int[]) AS x(idx, id)
                JOIN routes r ON r.id = x.id AND r.company_id = $5 JOIN route_links rl ON rl.route_id = r.id),
  route_rows AS (SELECT m.idx, m.n, i.start, i.median_s, i.accepted_count, i.raw_count, s.ls
                   FROM members m JOIN intervals i ON i.link_id = m.link_id AND i.mode = ${LIVE_MODE}
                                   AND i.start >= ($7::timestamp AT TIME ZONE $6) AND i.start < ($8::timestamp AT TIME ZONE $6)
                   JOIN slots s ON s.start = i.start),
  series AS (
    -- A link is its own series; only a route's rows are summed over its links.
    SELECT idx, start, ls, CASE WHEN accepted_count > 0 THEN median_s END AS tt,
           accepted_count > 0 AND median_s IS NOT NULL AS valid, accepted_count AS acc, raw_count AS link_raw, accepted_count AS link_acc
      FROM link_rows
    UNION ALL
    SELECT idx, start, min(ls),
           sum(median_s) FILTER (WHERE accepted_count > 0 AND median_s IS NOT NULL),
           count(*) FILTER (WHERE accepted_count > 0 AND median_s IS NOT NULL) = max(n),
           min(accepted_count), sum(raw_count), sum(accepted_count)
      FROM route_rows GROUP BY idx, start)`;

export interface PeriodWindow {
  from: string;
  to: string;
  timeZone: string;
  /** Index 0 = Monday. */
  dayMask: boolean[];
  /** 288 five-minute slots of the local day, index 0 = 00:00. */
  slotMask: boolean[];
}

export interface MetricsRow {
  idx: number;
  intervals: number;
  samples: number;
  link_raw: number;
  link_acc: number;
  tt_p: number[] | null;
  tt_mean: number | null;
  inv_p: number[] | null;
  inv_mean: number | null;
}

/** Percentile fractions of the travel-time array: 5, 15, 50, 80, 85, 95. */
export const TT_FRACTIONS = [0.05, 0.15, 0.5, 0.8, 0.85, 0.95] as const;
/** Percentile fractions of the 1/travel-time array (speed is length / travel time): 5, 15, 50, 85, 95. */
export const INV_FRACTIONS = [0.05, 0.15, 0.5, 0.85, 0.95] as const;

/**
 * Distribution figures per item over one period's time set. Each valid 5-minute interval is one
 * observation (its median travel time): reliability as a traveller leaving at a random moment of
 * the time set sees it, so a busy interval does not outweigh a quiet one. Speed percentiles come
 * from 1/travel time, which is speed up to the item's constant length.
 */
export async function periodMetrics(db: Queryable, companyId: number, s: Selection, w: PeriodWindow): Promise<MetricsRow[]> {
  const { rows } = await db.query<MetricsRow>(
    `WITH ${series(true)}
     SELECT idx,
            (count(*) FILTER (WHERE valid))::int AS intervals,
            COALESCE(sum(acc) FILTER (WHERE valid), 0)::int AS samples,
            COALESCE(sum(link_raw), 0)::int AS link_raw, COALESCE(sum(link_acc), 0)::int AS link_acc,
            percentile_cont(ARRAY[${TT_FRACTIONS.join(', ')}]::float8[]) WITHIN GROUP (ORDER BY tt) FILTER (WHERE valid) AS tt_p,
            (avg(tt) FILTER (WHERE valid))::float8 AS tt_mean,
            percentile_cont(ARRAY[${INV_FRACTIONS.join(', ')}]::float8[]) WITHIN GROUP (ORDER BY 1 / tt) FILTER (WHERE valid) AS inv_p,
            (avg(1 / tt) FILTER (WHERE valid))::float8 AS inv_mean
       FROM series GROUP BY idx ORDER BY idx`,
    [...args(s, companyId), w.timeZone, w.from, w.to, w.dayMask, w.slotMask],
  );
  return rows;
}

export interface ProfileRow {
  idx: number;
  in_period: boolean;
  day: number;
  hour: number;
  median_s: number | null;
  samples: number;
  intervals: number;
}

/**
 * Median travel time per item, local weekday and hour, over every hour of the chosen weekdays:
 * inside the period (`in_period`) and in the weeks before it (`typicalFrom` to the period's start),
 * whose same weekday and hour make the typical profile.
 */
export async function profile(db: Queryable, companyId: number, s: Selection, w: PeriodWindow, typicalFrom: string): Promise<ProfileRow[]> {
  const { rows } = await db.query<ProfileRow>(
    // One integer key (item, in period, weekday, hour) keeps the sort of a month of rows cheap.
    `WITH ${series(false)},
          keyed AS (SELECT (idx * 336 + (start >= ($10::timestamp AT TIME ZONE $6))::int * 168 + ${ISO_DAY0} * 24 + floor(ls / 3600)::bigint % 24)::int AS k, tt, acc
                      FROM series WHERE valid)
     SELECT k / 336 AS idx, (k % 336) >= 168 AS in_period, 1 + (k % 168) / 24 AS day, k % 24 AS hour,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY tt))::float8 AS median_s,
            COALESCE(sum(acc), 0)::int AS samples, count(*)::int AS intervals
       FROM keyed GROUP BY k ORDER BY k`,
    [...args(s, companyId), w.timeZone, typicalFrom, w.to, w.dayMask, w.from],
  );
  return rows;
}
