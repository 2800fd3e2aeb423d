import { z } from 'zod';
import { EpochSeconds, Id, INT4_MAX, PageQuery, text } from './common.ts';
import { LinkCurrent } from './link-current.ts';

export const MatchTime = z.enum(['first', 'last', 'strongest']);

export const LinkFilter = z.object({
  sigma: z.number().min(1).max(3),
  b_value: z.number().min(0.1).max(1),
  trend_threshold: z.number().int().min(-1).max(500),
});

// In a file of its own: the live events carry it, and the browser's start-up reads them without the rest of links.
export { LinkCurrent };

export const Link = z.object({
  id: z.number().int(),
  name: z.string(),
  origin_device_id: z.number().int().nullable(),
  destination_device_id: z.number().int().nullable(),
  provider_segment: z.string().nullable(),
  length_m: z.number(),
  geometry: z
    .array(z.tuple([z.number(), z.number()]))
    .nullable()
    .describe('[[lng, lat], ...]'),
  free_flow_s: z.number().nullable(),
  max_travel_time_s: z.number(),
  match_time: MatchTime,
  filter: LinkFilter,
  current: LinkCurrent.optional(),
});
export type Link = z.infer<typeof Link>;

const withDescending = <K extends string>(keys: readonly K[]) =>
  keys.flatMap((k) => [k, `-${k}` as const]) as [K | `-${K}`, ...(K | `-${K}`)[]];

/** Sort keys of the link list (`-` for descending): the list's columns. */
export const LINK_SORT_KEYS = ['name', 'length_m', 'travel_time', 'speed', 'typical', 'delay', 'samples'] as const;
export const LinkListQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  search: text().max(200).optional(),
  /** Whitelisted sort keys only: an unknown one is a 400 naming `ordering`, never SQL. */
  ordering: z.enum(withDescending(LINK_SORT_KEYS)).default('name'),
});

/** Sort keys of the dashboard's link list with trends. */
export const SPARKLINE_SORT_KEYS = ['name', 'travel_time', 'speed', 'delay', 'samples'] as const;
export const LinkSparklineQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  ordering: z.enum(withDescending(SPARKLINE_SORT_KEYS)).default('name'),
  search: text().max(200).optional(),
  hours: z.coerce.number().int().min(1).max(24).default(6),
});

const SparklinePoint = z.object({
  t: z.number().describe('Interval start, epoch seconds'),
  travel_time_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  count: z.number().int().optional().describe('Accepted samples of the interval'),
});
/** A link of the dashboard list: its latest live values (within 1 h) and the 5-minute trend of the last `hours`. */
export const LinkSparkline = z.object({
  id: z.number().int(),
  name: z.string(),
  length_m: z.number(),
  interval_start: z.number().nullable(),
  travel_time_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  count: z.number().int(),
  free_flow_s: z.number().nullable(),
  delay_s: z.number().nullable().describe('Current travel time above the link’s free flow'),
  trend: z.array(SparklinePoint),
});
export type LinkSparkline = z.infer<typeof LinkSparkline>;

export const LinkCreate = z.object({
  name: text().trim().min(1).max(200),
  origin_device_id: Id.nullable().optional(),
  destination_device_id: Id.nullable().optional(),
  provider_segment: text().max(200).nullable().optional(),
  length_m: z.number().positive().max(1_000_000),
  geometry: z
    .array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]))
    .max(10000)
    .nullable()
    .optional(),
  free_flow_s: z.number().positive().nullable().optional(),
  max_travel_time_s: z.number().positive().max(86400).default(1800),
  match_time: MatchTime.default('first'),
  filter: LinkFilter.default({ sigma: 2, b_value: 0.3, trend_threshold: 10 }),
});
export type LinkCreate = z.infer<typeof LinkCreate>;
export const LinkPatch = LinkCreate.partial();

export const IntervalsQuery = z.object({
  from: EpochSeconds.describe('Epoch seconds'),
  to: EpochSeconds.describe('Epoch seconds'),
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

export const TypicalQuery = z.object({
  from: EpochSeconds.describe('Epoch seconds'),
  to: EpochSeconds.describe('Epoch seconds'),
});

/**
 * The typical travel time of one 5-minute slot of a period: the value for that time of the week
 * (the same rule as the current value's typical) with its usual spread, the 25th–75th percentile of
 * the same slots in the previous weeks. null where those weeks have no data.
 */
export const TypicalPoint = z.object({
  t: z.number().describe('Slot start, epoch seconds'),
  typical_s: z.number().nullable(),
  typical_low_s: z.number().nullable(),
  typical_high_s: z.number().nullable(),
});
export type TypicalPoint = z.infer<typeof TypicalPoint>;

/**
 * A route's current values: sums over its links. A link without a current value contributes its
 * typical travel time for now (else its free flow); the total is then `estimated`, names those
 * links, and its confidence drops with the share of the length that was measured (`coverage`).
 */
export const RouteCurrent = LinkCurrent.extend({
  coverage: z.number().min(0).max(1).describe("Share of the route's length whose links have a current value"),
  estimated: z.boolean().describe('Some links had no current value and contributed their typical travel time'),
  estimated_links: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('The links whose value is estimated'),
});
export type RouteCurrent = z.infer<typeof RouteCurrent>;

export const Route = z.object({
  id: z.number().int(),
  name: z.string(),
  link_ids: z.array(z.number().int()),
  length_m: z.number(),
  current: RouteCurrent.optional(),
});
export type Route = z.infer<typeof Route>;

/** Sort keys of the route list. */
export const ROUTE_SORT_KEYS = ['name', 'length_m', 'links'] as const;
export const RouteListQuery = PageQuery.extend({
  search: text().max(200).optional(),
  /** Whitelisted sort keys only: an unknown one is a 400 naming `ordering`, never SQL. */
  ordering: z.enum(withDescending(ROUTE_SORT_KEYS)).default('name'),
});

export const RouteCreate = z.object({
  name: text().trim().min(1).max(200),
  link_ids: z.array(Id).min(1).max(100),
});
export const RoutePatch = RouteCreate.partial();
