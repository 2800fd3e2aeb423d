import { z } from 'zod';

export const MatchTime = z.enum(['first', 'last', 'strongest']);

export const LinkFilter = z.object({
  sigma: z.number().min(1).max(3),
  b_value: z.number().min(0.1).max(1),
  trend_threshold: z.number().int().min(-1).max(500),
});

/** Current values of a link: latest live interval, typical for this slot of the week, free flow, delay. */
export const LinkCurrent = z.object({
  interval_start: z.string().nullable(),
  travel_time_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  count: z.number().int(),
  typical_s: z.number().nullable(),
  free_flow_s: z.number().nullable(),
  delay_s: z.number().nullable(),
});

export const Link = z.object({
  id: z.number().int(),
  name: z.string(),
  origin_device_id: z.number().int().nullable(),
  destination_device_id: z.number().int().nullable(),
  provider_segment: z.string().nullable(),
  length_m: z.number(),
  geometry: z.array(z.tuple([z.number(), z.number()])).nullable().describe('[[lng, lat], ...]'),
  free_flow_s: z.number().nullable(),
  max_travel_time_s: z.number(),
  match_time: MatchTime,
  filter: LinkFilter,
  current: LinkCurrent.optional(),
});
export type Link = z.infer<typeof Link>;

export const LinkCreate = z.object({
  name: z.string().trim().min(1).max(200),
  origin_device_id: z.number().int().nullable().optional(),
  destination_device_id: z.number().int().nullable().optional(),
  provider_segment: z.string().max(200).nullable().optional(),
  length_m: z.number().positive().max(1_000_000),
  geometry: z.array(z.tuple([z.number(), z.number()])).max(10000).nullable().optional(),
  free_flow_s: z.number().positive().nullable().optional(),
  max_travel_time_s: z.number().positive().max(86400).default(1800),
  match_time: MatchTime.default('first'),
  filter: LinkFilter.default({ sigma: 2, b_value: 0.3, trend_threshold: 10 }),
});
export type LinkCreate = z.infer<typeof LinkCreate>;
export const LinkPatch = LinkCreate.partial();

export const IntervalsQuery = z.object({
  from: z.coerce.number().describe('Epoch seconds'),
  to: z.coerce.number().describe('Epoch seconds'),
  mode: z.coerce.number().int().min(0).max(1).default(0),
});

export const IntervalRow = z.object({
  start: z.number().describe('Epoch seconds'),
  raw_count: z.number().int(),
  accepted_count: z.number().int(),
  median_s: z.number().nullable(),
  mean_s: z.number().nullable(),
  p85_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
});
export type IntervalRow = z.infer<typeof IntervalRow>;

export const Route = z.object({
  id: z.number().int(),
  name: z.string(),
  link_ids: z.array(z.number().int()),
  length_m: z.number(),
  current: LinkCurrent.optional(),
});
export type Route = z.infer<typeof Route>;

export const RouteCreate = z.object({
  name: z.string().trim().min(1).max(200),
  link_ids: z.array(z.number().int()).min(1).max(100),
});
export const RoutePatch = RouteCreate.partial();
