import { z } from 'zod';
import { LinkCurrent } from './link-current.ts';
import { Notification } from './notifications.ts';
import { ReportRunStatus } from './report-run-status.ts';

/**
 * The live events a signed-in browser receives on its one event stream (GET /api/events/). Each
 * is sent as a Server-Sent Event named after its `type`, with the whole event as its JSON data.
 */

/** A link's current values, as `Link.current` carries them, with the link's id. */
export const LinkLive = LinkCurrent.extend({ link_id: z.number().int() });
export type LinkLive = z.infer<typeof LinkLive>;

/** Links got new live intervals: every current value of each, so a screen updates all of them at once. */
export const TrafficEvent = z.object({ type: z.literal('traffic'), links: z.array(LinkLive) });
export type TrafficEvent = z.infer<typeof TrafficEvent>;

/** A notification for the signed-in user. */
export const NotificationEvent = z.object({ type: z.literal('notification'), notification: Notification });
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/** A report run moved on (queued, progress, done, failed): its report's owner and recipients get it. */
export const ReportProgressEvent = z.object({
  type: z.literal('report_progress'),
  run: z.object({ id: z.number().int(), report_id: z.number().int(), status: ReportRunStatus, progress: z.number().int() }),
});
export type ReportProgressEvent = z.infer<typeof ReportProgressEvent>;

/**
 * Objects changed state under some of the company's alert rules (pending and no data included, and a change
 * nobody is notified of): screens that show those states load them again.
 */
export const AlertStatesEvent = z.object({ type: z.literal('alert_states'), rule_ids: z.array(z.number().int()) });
export type AlertStatesEvent = z.infer<typeof AlertStatesEvent>;

export const LiveEvent = z.discriminatedUnion('type', [TrafficEvent, NotificationEvent, ReportProgressEvent, AlertStatesEvent]);
export type LiveEvent = z.infer<typeof LiveEvent>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<K extends LiveEventType> = Extract<LiveEvent, { type: K }>;
export const LIVE_EVENT_TYPES = LiveEvent.options.map((o) => o.shape.type.value) as LiveEventType[];
