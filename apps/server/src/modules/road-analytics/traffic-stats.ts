import type { BottleneckRanking, CongestionScan, RoadAnalytics } from '@roadlens/contract/road-analytics';
import type { Queryable } from '../../db/index.ts';
import { bottlenecks } from './bottlenecks.queries.ts';
import { dailyTotals, periodStart, segmentTotals, type SegmentRow } from './road-analytics.queries.ts';
import { scanCells, scanLinks, scanRoute } from './scan.queries.ts';

/*
 * The Traffic Stats views of one company, computed from its id and the view's parameters only, so
 * the signed-in screen and a public share answer exactly the same figures.
 */

const kmh = (lengthM: number, s: number | null) => (s ? (lengthM / s) * 3.6 : null);

export function toSegment(r: SegmentRow) {
  return {
    link_id: r.link_id,
    name: r.name,
    provider_segment: r.provider_segment,
    length_m: r.length_m,
    intervals: r.intervals,
    days_with_data: r.days_with_data,
    avg_travel_time_s: r.avg_travel_time_s,
    avg_speed_kmh: kmh(r.length_m, r.avg_travel_time_s),
    free_flow_s: r.free_flow_s,
    free_flow_speed_kmh: kmh(r.length_m, r.free_flow_s),
    congestion_index: r.free_flow_s ? r.avg_travel_time_s / r.free_flow_s : null,
    avg_delay_s: r.avg_delay_s,
    // Per day with data, so a 30-day view of a link with 14 days of data is not diluted.
    delay_veh_h_per_day: r.delay_veh_h === null ? null : r.delay_veh_h / Math.max(1, r.days_with_data),
  };
}

type Segment = ReturnType<typeof toSegment>;

/** Worst first: congestion index (unknown last), then delay, then name. */
export const byWorst = (a: Segment, b: Segment) =>
  (b.congestion_index ?? -1) - (a.congestion_index ?? -1) ||
  (b.delay_veh_h_per_day ?? -1) - (a.delay_veh_h_per_day ?? -1) ||
  a.name.localeCompare(b.name);

/** Segments and daily totals over the last `days` local days, today included. */
export async function corridorView(db: Queryable, companyId: number, days: number): Promise<RoadAnalytics> {
  // Sequential: PGlite serves one query at a time.
  const period = await periodStart(db, companyId, days);
  const from = period.from.toISOString();
  const to = new Date().toISOString();
  const segments = (await segmentTotals(db, companyId, from, to)).map(toSegment).sort(byWorst);
  const daily = await dailyTotals(db, companyId, from, to);
  return {
    days,
    from,
    to,
    time_zone: period.time_zone,
    segments,
    daily: daily.map((d) => ({
      date: d.date,
      avg_speed_kmh: kmh(d.length_m, d.avg_tt_s),
      congestion_index: d.congestion_index,
      delay_veh_h: d.delay_veh_h,
    })),
  };
}

/** Links ranked by vehicle-hours of delay per day over the last `days` local days. */
export async function bottleneckView(db: Queryable, companyId: number, days: number): Promise<BottleneckRanking> {
  const period = await periodStart(db, companyId, days);
  const from = period.from.toISOString();
  const to = new Date().toISOString();
  const rows = await bottlenecks(db, companyId, from, to);
  return {
    days,
    from,
    to,
    time_zone: period.time_zone,
    bottlenecks: rows.map((r) => {
      const recurringShare = r.congested_intervals > 0 ? r.recurring_intervals / r.congested_intervals : null;
      return {
        link_id: r.link_id,
        name: r.name,
        length_m: r.length_m,
        days_with_data: r.days_with_data,
        samples: r.samples,
        delay_veh_h_per_day: r.delay_veh_h_per_day,
        delay_hours_per_day: r.delay_hours_per_day,
        recurring_share: recurringShare,
        kind: recurringShare === null ? null : recurringShare >= 0.5 ? ('recurring' as const) : ('incident' as const),
        recurring_hours: r.recurring_hours.map(Number),
      };
    }),
  };
}

/** The congestion scan of the company's route on local day `date`; null when the route is not the company's. */
export async function scanView(
  db: Queryable,
  companyId: number,
  routeId: number,
  date: string,
  binMinutes: number,
): Promise<CongestionScan | null> {
  const route = await scanRoute(db, companyId, routeId, date);
  if (!route) return null;
  const links = await scanLinks(db, routeId);
  const cells = await scanCells(db, routeId, route.from, route.to, binMinutes);
  const index = new Map(links.map((l, i) => [l.position, i]));
  return {
    route: { id: route.id, name: route.name },
    date,
    time_zone: route.time_zone,
    bin_minutes: binMinutes,
    bins: Math.ceil((Date.parse(route.to) - Date.parse(route.from)) / 60_000 / binMinutes),
    links: links.map((l) => ({ link_id: l.link_id, name: l.name, length_m: l.length_m, free_flow_s: l.free_flow_s })),
    cells: cells.map((c) => {
      const i = index.get(c.position)!;
      return {
        link: i,
        bin: c.bin,
        travel_time_s: c.travel_time_s,
        speed_kmh: (links[i].length_m / c.travel_time_s) * 3.6,
        delay_s: c.delay_s,
        samples: c.samples,
      };
    }),
  };
}
