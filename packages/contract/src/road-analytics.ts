import { z } from 'zod';

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
