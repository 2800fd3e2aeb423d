import { z } from 'zod';
import { BottleneckRanking, CongestionScan, RoadAnalytics, isRealDate } from './road-analytics.ts';
import { Id, text } from './common.ts';

/** The views that can be shared; each has its own public page and endpoint. */
export const SHARE_VIEWS = ['traffic-stats'] as const;
/** A share lives at most this long. */
export const MAX_SHARE_DAYS = 90;

/** The Traffic Stats parameters a share locks: the period, and the congestion scan's route, day and bin if one is shown. */
export const TrafficStatsParams = z.object({
  days: z.union([z.literal(7), z.literal(30)], { error: 'Must be 7 or 30.' }),
  route_id: Id.nullable().default(null),
  date: z.string().refine(isRealDate, { error: 'Must be a date as YYYY-MM-DD.' }).nullable().default(null),
  bin: z.union([z.literal(5), z.literal(15), z.literal(60)], { error: 'Must be 5, 15 or 60.' }).default(15),
});
export type TrafficStatsParams = z.infer<typeof TrafficStatsParams>;

export const ShareCreate = TrafficStatsParams.extend({
  view: z.enum(SHARE_VIEWS, { error: 'Must be traffic-stats.' }),
  title: text().trim().max(120, { error: 'At most 120 characters.' }).default(''),
  expires_in_days: z
    .number({ error: 'Must be a number of days.' })
    .int({ error: 'Must be whole days.' })
    .min(1, { error: 'At least 1 day.' })
    .max(MAX_SHARE_DAYS, { error: `At most ${MAX_SHARE_DAYS} days.` }),
});
export type ShareCreate = z.input<typeof ShareCreate>;

export const Share = z.object({
  uuid: z.string(),
  view: z.enum(SHARE_VIEWS),
  title: z.string(),
  params: TrafficStatsParams,
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** active, or why not. */
  status: z.enum(['active', 'expired', 'revoked']),
  /** The public page's path, and its absolute address when the server knows its public URL. */
  path: z.string(),
  url: z.string().nullable(),
});
export type Share = z.infer<typeof Share>;

export const ShareUuidParams = z.object({ uuid: z.uuid({ error: 'Must be a share id.' }) });
export const ShareUuidQuery = z.object({ uuid: z.uuid({ error: 'Must be a share id.' }) });

/** What a public Traffic Stats share shows: exactly the owner's view with its parameters locked. */
export const SharedTrafficStats = z.object({
  title: z.string(),
  company: z.string(),
  expires_at: z.string(),
  params: TrafficStatsParams,
  corridor: RoadAnalytics,
  bottlenecks: BottleneckRanking,
  scan: CongestionScan.nullable(),
});
export type SharedTrafficStats = z.infer<typeof SharedTrafficStats>;

export const ShareTooMany = z.object({ detail: z.string(), retry_after_s: z.number() });
