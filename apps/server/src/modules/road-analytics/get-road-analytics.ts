import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RoadAnalytics, RoadAnalyticsQuery, type RoadAnalyticsSegment } from '@roadlens/contract/road-analytics';
import { authOf } from '../../plugins/auth.ts';
import { dailyTotals, periodStart, segmentTotals, type SegmentRow } from './road-analytics.queries.ts';

const kmh = (lengthM: number, s: number | null) => (s ? (lengthM / s) * 3.6 : null);

export function toSegment(r: SegmentRow): RoadAnalyticsSegment {
  return {
    link_id: r.link_id, name: r.name, provider_segment: r.provider_segment, length_m: r.length_m,
    intervals: r.intervals, days_with_data: r.days_with_data, avg_travel_time_s: r.avg_travel_time_s,
    avg_speed_kmh: kmh(r.length_m, r.avg_travel_time_s), free_flow_s: r.free_flow_s, free_flow_speed_kmh: kmh(r.length_m, r.free_flow_s),
    congestion_index: r.free_flow_s ? r.avg_travel_time_s / r.free_flow_s : null,
    avg_delay_s: r.avg_delay_s,
    // Per day with data, so a 30-day view of a link with 14 days of data is not diluted.
    delay_veh_h_per_day: r.delay_veh_h === null ? null : r.delay_veh_h / Math.max(1, r.days_with_data),
  };
}

/** Worst first: congestion index (unknown last), then delay, then name. */
export const byWorst = (a: RoadAnalyticsSegment, b: RoadAnalyticsSegment) =>
  (b.congestion_index ?? -1) - (a.congestion_index ?? -1) || (b.delay_veh_h_per_day ?? -1) - (a.delay_veh_h_per_day ?? -1) || a.name.localeCompare(b.name);

/**
 * GET /api/road_analytics/corridor/?days=7|30 — corridor analytics of the caller's company over the
 * last 7 or 30 local days (today included), from the 5-minute live intervals of its links (provider segments for a road
 * analytics company). Signed in; no permission (core §2 guards road analytics by data type only).
 */
export default function getRoadAnalytics(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/road_analytics/corridor/',
    { schema: { tags: ['road-analytics'], querystring: RoadAnalyticsQuery, response: { 200: RoadAnalytics } }, config: { access: { auth: 'user' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const days = Number(req.query.days);
      // Sequential: PGlite serves one query at a time.
      const period = await periodStart(app.db, companyId, days);
      const from = period.from.toISOString();
      const to = new Date().toISOString();
      const segments = (await segmentTotals(app.db, companyId, from, to)).map(toSegment).sort(byWorst);
      const daily = await dailyTotals(app.db, companyId, from, to);
      const time_zone = period.time_zone;
      return {
        days, from, to, time_zone, segments,
        daily: daily.map((d) => ({ date: d.date, avg_speed_kmh: kmh(d.length_m, d.avg_tt_s), congestion_index: d.congestion_index, delay_veh_h: d.delay_veh_h })),
      };
    },
  );
}
