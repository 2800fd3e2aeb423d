import { profile } from '../../insight/insight.queries.ts';
import { typicalStart } from '../../insight/time-set.ts';
import { kmh } from '../report-data.ts';
import type { Collector } from './context.ts';
import { fullWindow, insightFigures } from './insight.ts';

/**
 * Route Monitoring's figures over a report period: the route's 5-minute travel time (the sum of
 * its links' medians, only where every link has one) and the typical one of the same weekday and
 * hour in the weeks before. They are read through Insight's queries, which define the route series
 * the same way: the route monitoring history query finds a typical value per 5-minute slot and is
 * built for the last hours (a month of it took minutes).
 */
export const collectRouteMonitoring: Collector = async (ctx) => {
  const { sel, lengthOf, whole, series } = await insightFigures(ctx, 0.8);
  const first = ctx.buckets[0];
  const last = ctx.buckets[ctx.buckets.length - 1];
  const rows = await profile(ctx.db, ctx.companyId, sel, fullWindow(ctx, first.from, last.to), typicalStart(ctx.period));
  await ctx.step(1);
  return {
    buckets: ctx.buckets.map((b) => b.label),
    series,
    rows: ctx.objects.map((o, idx) => {
      // Weekday-hours with both a value in the period and a typical one, weighted by the period's intervals.
      const inPeriod = rows.filter((r) => r.idx === idx && r.in_period && r.median_s !== null);
      const typical = new Map(rows.filter((r) => r.idx === idx && !r.in_period).map((r) => [`${r.day}:${r.hour}`, r.median_s]));
      let n = 0;
      let cur = 0;
      let typ = 0;
      for (const r of inPeriod) {
        const t = typical.get(`${r.day}:${r.hour}`);
        if (t === null || t === undefined) continue;
        n += r.intervals;
        cur += r.median_s! * r.intervals;
        typ += t * r.intervals;
      }
      const m = whole[idx];
      return {
        ...o,
        values: {
          length_m: lengthOf(idx),
          tt_mean: m.travel_time_s?.mean ?? null,
          tt_p95: m.travel_time_s?.p95 ?? null,
          typical_s: n > 0 ? typ / n : null,
          vs_typical: n > 0 && typ > 0 ? (cur - typ) / typ : null,
          speed_mean: kmh(lengthOf(idx), m.travel_time_s?.mean),
          slots: m.intervals,
          samples: m.samples,
        },
      };
    }),
  };
};
