import { toSegment } from '../../road-analytics/traffic-stats.ts';
import { segmentTotals } from '../../road-analytics/road-analytics.queries.ts';
import type { SeriesPoint } from '../report-data.ts';
import { linkLengths } from '../reports.queries.ts';
import type { Collector } from './context.ts';

/**
 * Traffic Stats' segment figures (mean travel time and speed, free flow, congestion index, delay)
 * over the period for the chosen links, and the same per day (or hour) for the series.
 */
export const collectTrafficStats: Collector = async (ctx) => {
  const segmentsOf = async (from: Date, to: Date) => {
    const rows = await segmentTotals(ctx.db, ctx.companyId, from.toISOString(), to.toISOString());
    return new Map(rows.map((r) => [r.link_id, toSegment(r)]));
  };
  const whole = await segmentsOf(ctx.buckets[0].fromUtc, ctx.buckets[ctx.buckets.length - 1].toUtc);
  await ctx.step(0.1);
  const series: SeriesPoint[][] = ctx.objects.map(() => []);
  for (const [i, b] of ctx.buckets.entries()) {
    const segs = await segmentsOf(b.fromUtc, b.toUtc);
    ctx.objects.forEach((o, idx) => {
      const s = segs.get(o.id);
      series[idx].push({ travel_time_s: s?.avg_travel_time_s ?? null, speed_kmh: s?.avg_speed_kmh ?? null, samples: s?.intervals ?? null });
    });
    await ctx.step(0.1 + (0.9 * (i + 1)) / ctx.buckets.length);
  }
  const lengths = await linkLengths(
    ctx.db,
    ctx.companyId,
    ctx.objects.map((o) => o.id),
  );
  return {
    buckets: ctx.buckets.map((b) => b.label),
    series,
    rows: ctx.objects.map((o) => {
      const s = whole.get(o.id);
      return {
        ...o,
        values: {
          length_m: s?.length_m ?? lengths.get(o.id) ?? null,
          tt_mean: s?.avg_travel_time_s ?? null,
          speed_mean: s?.avg_speed_kmh ?? null,
          free_flow_s: s?.free_flow_s ?? null,
          free_flow_speed: s?.free_flow_speed_kmh ?? null,
          congestion_index: s?.congestion_index ?? null,
          delay_s: s?.avg_delay_s ?? null,
          delay_veh_h_per_day: s?.delay_veh_h_per_day ?? null,
          intervals: s?.intervals ?? 0,
          days_with_data: s?.days_with_data ?? 0,
        },
      };
    }),
  };
};
