import { deviceAverage } from '../../data/averages.queries.ts';
import { detectionCounts } from '../reports.queries.ts';
import type { SeriesPoint } from '../report-data.ts';
import { localParts } from '../zoned-time.ts';
import { chunks, type Collector } from './context.ts';

/** Buckets read per query: a month of hourly rows per link stays far under the data module's row cap. */
const CHUNK_BUCKETS = 31;

/** Sums per device and bucket; speed is kept as trips over time per distance so its mean is space-mean, as elsewhere. */
interface Acc {
  detections: number;
  weight: number;
  tt: number;
  slowness: number;
}
const empty = (): Acc => ({ detections: 0, weight: 0, tt: 0, slowness: 0 });
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Per device: raw detections, and the data screens' hourly travel-time averages of the links
 * leaving it (weighted by accepted trips), summed into local days or hours.
 */
export const collectTabular: Collector = async (ctx) => {
  const ids = ctx.objects.map((o) => o.id);
  const hourly = ctx.buckets.length === 24 && ctx.period.from === ctx.period.to;
  const index = new Map(ctx.buckets.map((b, i) => [b.label, i]));
  const per = ctx.objects.map(() => ctx.buckets.map(empty));
  const pos = new Map(ids.map((id, i) => [id, i]));
  const parts = chunks(ctx.buckets, CHUNK_BUCKETS);
  for (const [ci, part] of parts.entries()) {
    const from = part[0].fromUtc;
    const to = part[part.length - 1].toUtc;
    for (const r of await detectionCounts(ctx.db, ctx.companyId, ids, from, to, ctx.timeZone, hourly)) {
      const bi = index.get(r.bucket);
      if (bi !== undefined) per[pos.get(r.device_id)!][bi].detections += r.n;
    }
    const avg = await deviceAverage(ctx.db, {
      companyId: ctx.companyId,
      deviceIds: ids,
      from: from.toISOString(),
      // The data module's upper bound is inclusive.
      to: new Date(to.getTime() - 1).toISOString(),
      mode: 0,
      database: 'intervals',
      bucket: 'hour',
    });
    for (const r of avg) {
      const p = localParts(new Date(r.timestamp), ctx.timeZone);
      const label = `${p.year}-${pad(p.month)}-${pad(p.day)}${hourly ? ` ${pad(p.hour)}:00` : ''}`;
      const bi = index.get(label);
      if (bi === undefined || r.median_s === null || !r.speed_kmh || r.accepted_count === 0) continue;
      const a = per[pos.get(r.device_id)!][bi];
      a.weight += r.accepted_count;
      a.tt += r.median_s * r.accepted_count;
      a.slowness += r.accepted_count / r.speed_kmh;
    }
    await ctx.step((ci + 1) / parts.length);
  }
  const point = (a: Acc): SeriesPoint => ({
    travel_time_s: a.weight > 0 ? a.tt / a.weight : null,
    speed_kmh: a.slowness > 0 ? a.weight / a.slowness : null,
    samples: a.weight,
  });
  return {
    buckets: ctx.buckets.map((b) => b.label),
    series: per.map((bs) => bs.map(point)),
    rows: ctx.objects.map((o, idx) => {
      const total = per[idx].reduce(
        (t, a) => ({
          detections: t.detections + a.detections,
          weight: t.weight + a.weight,
          tt: t.tt + a.tt,
          slowness: t.slowness + a.slowness,
        }),
        empty(),
      );
      const p = point(total);
      return { ...o, values: { detections: total.detections, tt_mean: p.travel_time_s, speed_mean: p.speed_kmh, samples: total.weight } };
    }),
  };
};
