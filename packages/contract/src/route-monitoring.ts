import { z } from 'zod';
import { Route } from './links.ts';

export const Lnglat = z.tuple([z.number(), z.number()]);

/** A route as the monitoring map draws it: current values and its links' lines in chain order. */
export const MonitoredRoute = Route.extend({
  segments: z.array(z.object({ link_id: z.number().int(), name: z.string(), geometry: z.array(Lnglat).nullable() })),
});
export type MonitoredRoute = z.infer<typeof MonitoredRoute>;

export const RouteHistoryQuery = z.object({
  hours: z.coerce.number().int().min(1).max(168).default(24),
});

/**
 * One 5-minute slot of a route's history: the measured travel time (null = no value, drawn as a
 * gap) with its trips, and the typical travel time of that time of the week with its usual spread
 * (25th–75th percentile of the same slots in the previous weeks).
 */
export const RouteHistoryPoint = z.object({
  t: z.number().describe('Slot start, epoch seconds'),
  travel_time_s: z.number().nullable(),
  samples: z.number().int(),
  low_confidence: z.boolean(),
  typical_s: z.number().nullable(),
  typical_low_s: z.number().nullable(),
  typical_high_s: z.number().nullable(),
});
export type RouteHistoryPoint = z.infer<typeof RouteHistoryPoint>;
