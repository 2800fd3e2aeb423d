import type { InsightItem, InsightMetrics } from '@roadlens/contract/insight';
import { toMetrics } from '../../insight/analyse.ts';
import { itemInfo, periodMetrics, selectionOf, type PeriodWindow } from '../../insight/insight.queries.ts';
import type { SeriesPoint } from '../report-data.ts';
import type { CollectContext, Collector } from './context.ts';

/** Every weekday and every 5-minute slot: a report covers its whole period. */
const ALL_DAYS = Array(7).fill(true) as boolean[];
const ALL_SLOTS = Array(288).fill(true) as boolean[];

export const fullWindow = (ctx: CollectContext, from: string, to: string): PeriodWindow => ({
  from,
  to,
  timeZone: ctx.timeZone,
  dayMask: ALL_DAYS,
  slotMask: ALL_SLOTS,
});

/**
 * Insight's own figures (percentiles, TTI, PTI, buffer index, LOTTR) of links and routes for the
 * whole period, and the same computation per day (or hour) for the series. `share` is the part
 * of the progress bar it fills.
 */
export async function insightFigures(ctx: CollectContext, share = 1) {
  const items = ctx.objects.map((o) => ({ kind: o.kind, id: o.id }) as InsightItem);
  const sel = selectionOf(items);
  const info = await itemInfo(ctx.db, ctx.companyId, sel);
  const lengthOf = (idx: number) => info.find((r) => r.idx === idx)?.length_m ?? 0;
  const metricsOf = async (from: string, to: string): Promise<InsightMetrics[]> => {
    const rows = await periodMetrics(ctx.db, ctx.companyId, sel, fullWindow(ctx, from, to));
    return items.map((_, idx) =>
      toMetrics(
        rows.find((r) => r.idx === idx),
        lengthOf(idx),
        info.find((r) => r.idx === idx)?.free_flow_s ?? null,
      ),
    );
  };
  const whole = await metricsOf(ctx.buckets[0].from, ctx.buckets[ctx.buckets.length - 1].to);
  await ctx.step(0.1 * share);
  const series: SeriesPoint[][] = items.map(() => []);
  for (const [i, b] of ctx.buckets.entries()) {
    (await metricsOf(b.from, b.to)).forEach((x, idx) =>
      series[idx].push({ travel_time_s: x.travel_time_s?.mean ?? null, speed_kmh: x.speed_kmh?.harmonic_mean ?? null, samples: x.samples }),
    );
    await ctx.step(share * (0.1 + (0.9 * (i + 1)) / ctx.buckets.length));
  }
  return { sel, lengthOf, whole, series };
}

export const collectInsight: Collector = async (ctx) => {
  const { lengthOf, whole, series } = await insightFigures(ctx);
  return {
    buckets: ctx.buckets.map((b) => b.label),
    series,
    rows: ctx.objects.map((o, idx) => {
      const m = whole[idx];
      const tt = m.travel_time_s;
      return {
        ...o,
        values: {
          length_m: lengthOf(idx),
          tt_mean: tt?.mean ?? null,
          tt_p50: tt?.p50 ?? null,
          tt_p5: tt?.p5 ?? null,
          tt_p15: tt?.p15 ?? null,
          tt_p85: tt?.p85 ?? null,
          tt_p95: tt?.p95 ?? null,
          speed_harmonic: m.speed_kmh?.harmonic_mean ?? null,
          speed_p50: m.speed_kmh?.p50 ?? null,
          tti: m.tti,
          pti: m.pti,
          buffer_index: m.buffer_index,
          lottr: m.lottr,
          intervals: m.intervals,
          samples: m.samples,
        },
      };
    }),
  };
};
