import type { Db, Queryable } from '../../db/index.ts';
import { confidence, LOW_CONFIDENCE } from '@roadlens/traffic/definitions';
import type { InsightMetrics, InsightProfilePoint, InsightQuery, InsightResult } from '@roadlens/contract/insight';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import {
  companyClock,
  INV_FRACTIONS,
  itemInfo,
  ownersOf,
  periodMetrics,
  profile,
  selectionOf,
  TT_FRACTIONS,
  type MetricsRow,
  type PeriodWindow,
  type ProfileRow,
  type Selection,
} from './insight.queries.ts';
import { periodWindow, typicalStart } from './time-set.ts';
import { hourlyProfile } from './hourly-profile.queries.ts';

/** Below this many intervals the 95th percentile is little more than the maximum: the figures are marked low confidence. */
export const MIN_INTERVALS = 20;

/** Low confidence when few intervals carry the figures or their intervals average few accepted trips. */
const lowConfidence = (intervals: number, samples: number, minIntervals: number) =>
  intervals < minIntervals || confidence(intervals > 0 ? samples / intervals : 0) < LOW_CONFIDENCE;

export function toMetrics(r: MetricsRow | undefined, lengthM: number, freeFlowS: number | null): InsightMetrics {
  const tt = r?.tt_p && r.tt_mean != null ? Object.fromEntries(TT_FRACTIONS.map((f, i) => [`p${Math.round(f * 100)}`, r.tt_p![i]])) : null;
  const toKmh = (inv: number) => lengthM * inv * 3.6;
  const inv =
    r?.inv_p && r.inv_mean != null
      ? Object.fromEntries(INV_FRACTIONS.map((f, i) => [`p${Math.round(f * 100)}`, toKmh(r.inv_p![i])]))
      : null;
  const mean = r?.tt_mean ?? null;
  const ff = freeFlowS != null && freeFlowS > 0 ? freeFlowS : null;
  return {
    intervals: r?.intervals ?? 0,
    samples: r?.samples ?? 0,
    raw_samples: r?.link_raw ?? 0,
    rejected_share: r && r.link_raw > 0 ? (r.link_raw - r.link_acc) / r.link_raw : null,
    low_confidence: lowConfidence(r?.intervals ?? 0, r?.samples ?? 0, MIN_INTERVALS),
    free_flow_s: freeFlowS,
    travel_time_s: tt && mean != null ? { ...(tt as Record<'p5' | 'p15' | 'p50' | 'p80' | 'p85' | 'p95', number>), mean } : null,
    // Harmonic mean speed = n / Σ(1/v) = length / mean travel time.
    speed_kmh:
      inv && mean
        ? {
            ...(inv as Record<'p5' | 'p15' | 'p50' | 'p85' | 'p95', number>),
            mean: toKmh(r!.inv_mean!),
            harmonic_mean: (lengthM / mean) * 3.6,
          }
        : null,
    tti: mean != null && ff ? mean / ff : null,
    pti: tt && ff ? tt.p95 / ff : null,
    buffer_index: tt && mean ? (tt.p95 - mean) / mean : null,
    lottr: tt && tt.p50 > 0 ? tt.p80 / tt.p50 : null,
  };
}

/** Every hour of the chosen weekdays, the period's median beside the typical one; hours without data stay null (a gap, not a zero). */
export function toProfile(rows: ProfileRow[], days: number[]): InsightProfilePoint[] {
  const key = (inPeriod: boolean, d: number, h: number) => `${inPeriod ? 1 : 0}:${d}:${h}`;
  const by = new Map(rows.map((r) => [key(r.in_period, r.day, r.hour), r]));
  return [...days]
    .sort((a, b) => a - b)
    .flatMap((day) =>
      Array.from({ length: 24 }, (_, hour) => {
        const p = by.get(key(true, day, hour));
        const t = by.get(key(false, day, hour));
        return {
          day,
          hour,
          travel_time_s: p?.median_s ?? null,
          samples: p?.samples ?? 0,
          // One hour holds twelve intervals a week; a value needs a few of them and a few trips each.
          low_confidence: lowConfidence(p?.intervals ?? 0, p?.samples ?? 0, 3),
          typical_s: t?.median_s ?? null,
          typical_samples: t?.samples ?? 0,
        };
      }),
    );
}

/** Checks the selection is the caller's: unknown ids are a 400 naming the item, another company's a 404. */
export async function checkItems(db: Queryable, companyId: number, q: InsightQuery) {
  const owners = await ownersOf(db, q.items);
  owners.forEach((o, i) => {
    if (o === null) throw badRequest(`items.${i}.id`, `No ${q.items[i].kind} with id ${q.items[i].id}.`);
  });
  if (owners.some((o) => o !== companyId)) throw notFound();
}

/**
 * Sorting a month of intervals for the percentiles needs more than the default sort memory, which
 * would spill to disk and triple the time: each analysis query gets its own for its transaction.
 */
const roomy = <T>(db: Db, fn: (tx: Queryable) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.query("SET LOCAL work_mem = '64MB'");
    return fn(tx);
  });

/**
 * The profile of links from their hourly regrouping, of routes (whose value per interval is a sum
 * over their links) from the intervals themselves.
 */
async function profileOf(db: Queryable, companyId: number, sel: Selection, w: PeriodWindow, typicalFrom: string): Promise<ProfileRow[]> {
  const links = await hourlyProfile(db, companyId, sel.linkIdx, sel.linkIds, w, typicalFrom);
  if (sel.routeIds.length === 0) return links;
  const routes = await profile(db, companyId, { linkIdx: [], linkIds: [], routeIdx: sel.routeIdx, routeIds: sel.routeIds }, w, typicalFrom);
  return [...links, ...routes];
}

export async function analyse(db: Db, companyId: number, q: InsightQuery): Promise<InsightResult> {
  await checkItems(db, companyId, q);
  const clock = await companyClock(db, companyId);
  const sel = selectionOf(q.items);
  const info = await itemInfo(db, companyId, sel);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const perPeriod: Array<{ metrics: MetricsRow[]; profile: ProfileRow[] }> = await Promise.all(
    q.periods.map(async (p) => {
      const w = periodWindow(p, q.time_set, clock.time_zone, clock.peak_hours);
      const [metrics, prof] = await Promise.all([
        roomy(db, (tx) => periodMetrics(tx, companyId, sel, w)),
        roomy(db, (tx) => profileOf(tx, companyId, sel, w, typicalStart(p))),
      ]);
      return { metrics, profile: prof };
    }),
  );
  return {
    time_zone: clock.time_zone,
    periods: q.periods.map((p) => ({ from: p.from, to: p.to })),
    items: q.items.map((it, idx) => {
      const inf = info.find((r) => r.idx === idx);
      const length = inf?.length_m ?? 0;
      return {
        kind: it.kind,
        id: it.id,
        name: inf?.name ?? '',
        length_m: length,
        periods: perPeriod.map((pp) => ({
          metrics: toMetrics(
            pp.metrics.find((r) => r.idx === idx),
            length,
            inf?.free_flow_s ?? null,
          ),
          profile: toProfile(
            pp.profile.filter((r) => r.idx === idx),
            q.time_set.days,
          ),
        })),
      };
    }),
  };
}
