import { z } from 'zod';
import { IdText } from './common.ts';

/** The periods the road analytics screen offers: the last 7 or 30 days up to now. */
export const ROAD_ANALYTICS_PERIODS = [7, 30] as const;

export const RoadAnalyticsQuery = z.object({
  days: z.enum(['7', '30'], { error: 'Must be 7 or 30.' }).default('7'),
});

/**
 * One segment (link) over the period. Speeds are space-mean: length over the mean travel time.
 * Congestion index = mean travel time / free-flow travel time (1 = free flow). Delay counts only
 * travel time above free flow; vehicle-hours weight it by the interval's vehicle count.
 */
export const RoadAnalyticsSegment = z.object({
  link_id: z.number().int(),
  name: z.string(),
  provider_segment: z.string().nullable(),
  length_m: z.number(),
  intervals: z.number().int(),
  days_with_data: z.number().int(),
  avg_travel_time_s: z.number(),
  avg_speed_kmh: z.number().nullable(),
  free_flow_s: z.number().nullable(),
  free_flow_speed_kmh: z.number().nullable(),
  congestion_index: z.number().nullable(),
  avg_delay_s: z.number().nullable(),
  delay_veh_h_per_day: z.number().nullable(),
});
export type RoadAnalyticsSegment = z.infer<typeof RoadAnalyticsSegment>;

/** One local day (company time zone) over all segments with data. */
export const RoadAnalyticsDay = z.object({
  date: z.string().describe('YYYY-MM-DD in the company time zone'),
  avg_speed_kmh: z.number().nullable(),
  congestion_index: z.number().nullable(),
  delay_veh_h: z.number().nullable(),
});
export type RoadAnalyticsDay = z.infer<typeof RoadAnalyticsDay>;

export const RoadAnalytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** Worst first: highest congestion index, then most delay, then name. */
  segments: z.array(RoadAnalyticsSegment),
  daily: z.array(RoadAnalyticsDay),
});
export type RoadAnalytics = z.infer<typeof RoadAnalytics>;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDate = (s: string) =>
  LOCAL_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The time bins a congestion scan offers (minutes). */
export const SCAN_BINS = [5, 15, 60] as const;

export const CongestionScanQuery = z.object({
  route_id: IdText,
  date: z.string().refine(isRealDate, { error: 'Must be a date as YYYY-MM-DD.' }),
  bin: z.enum(['5', '15', '60'], { error: 'Must be 5, 15 or 60.' }).default('15'),
});

/** One link of the route, in driving order (position 0 first). */
export const ScanLink = z.object({
  link_id: z.number().int(),
  name: z.string(),
  length_m: z.number(),
  free_flow_s: z.number().nullable(),
});

/**
 * One cell of the space-time grid: link `link` (index into `links`) during bin `bin` (index from
 * local midnight). Travel time is the vehicle-weighted mean of the bin's 5-minute medians.
 */
export const ScanCell = z.object({
  link: z.number().int(),
  bin: z.number().int(),
  travel_time_s: z.number(),
  speed_kmh: z.number(),
  delay_s: z.number().nullable(),
  /** Accepted vehicles behind the value. */
  samples: z.number().int(),
});

export const CongestionScan = z.object({
  route: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  time_zone: z.string(),
  bin_minutes: z.number().int(),
  bins: z.number().int(),
  links: z.array(ScanLink),
  /** Only cells with data: a missing cell is a gap, never a zero. */
  cells: z.array(ScanCell),
});
export type CongestionScan = z.infer<typeof CongestionScan>;

/** A link is congested in an interval when its speed is under this share of free-flow speed (the "slow" band). */
export const CONGESTED_SPEED_RATIO = 0.75;
/** An hour of the day is a recurring bottleneck when congested on at least this share of the days with data then. */
export const RECURRING_DAY_SHARE = 0.5;

export const Bottleneck = z.object({
  link_id: z.number().int(),
  name: z.string(),
  length_m: z.number(),
  days_with_data: z.number().int(),
  samples: z.number().int(),
  delay_veh_h_per_day: z.number(),
  /** Hours per day with data in which the link ran congested. */
  delay_hours_per_day: z.number(),
  /** Share of the congested time that falls in recurring hours (same hour on most days). */
  recurring_share: z.number().nullable(),
  kind: z.enum(['recurring', 'incident']).nullable(),
  /** Local hours (0–23) congested on most days. */
  recurring_hours: z.array(z.number().int()),
});
export type Bottleneck = z.infer<typeof Bottleneck>;

export const BottleneckRanking = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** Most vehicle-hours of delay per day first. */
  bottlenecks: z.array(Bottleneck),
});
export type BottleneckRanking = z.infer<typeof BottleneckRanking>;
