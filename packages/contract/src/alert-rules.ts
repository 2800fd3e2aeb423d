import { z } from 'zod';
import { Id, IdText, PageQuery, text } from './common.ts';

/** What a rule watches (a tag is a known device, such as a fleet vehicle). Grids join when they exist. */
export const AlertObjectType = z.enum(['link', 'route', 'device', 'sign', 'tag']);
export type AlertObjectType = z.infer<typeof AlertObjectType>;

/** ok → pending (true, waiting out the pending period) → alerting; nodata when there is no current value. */
export const AlertState = z.enum(['ok', 'pending', 'alerting', 'nodata']);
export type AlertState = z.infer<typeof AlertState>;

/** Severity of an alerting state: the level its notification carries. */
export const AlertSeverity = z.enum(['success', 'warning', 'error']);

const Metric = z.enum(['travel_time', 'speed']);
const Op = z.enum(['above', 'below']);
/** A recover threshold: unset means the firing threshold itself (no hysteresis). */
const recover = (schema: z.ZodNumber) => schema.nullable().optional();

const Threshold = z.object({
  kind: z.literal('threshold'),
  metric: Metric,
  op: Op,
  /** Seconds for travel time, km/h for speed. */
  value: z.number().positive().max(86_400),
  recover: recover(z.number().positive().max(86_400)),
});
const FreeFlowPercent = z.object({
  kind: z.literal('free_flow_percent'),
  metric: Metric,
  op: Op,
  /** The value against this % of the free-flow value (travel time above 150 %, speed below 50 %). */
  percent: z.number().min(1).max(1000),
  recover_percent: recover(z.number().min(1).max(1000)),
});
const TypicalPercent = z.object({
  kind: z.literal('typical_percent'),
  metric: Metric,
  op: Op,
  /** Deviation from typical for this time of the week, in % of typical. */
  percent: z.number().min(1).max(1000),
  recover_percent: recover(z.number().min(0).max(1000)),
});
const TypicalSigma = z.object({
  kind: z.literal('typical_sigma'),
  metric: Metric,
  op: Op,
  /** Deviation from typical in robust sigmas (1.4826 × median absolute deviation of the typical samples). */
  sigmas: z.number().min(0.5).max(20),
  recover_sigmas: recover(z.number().min(0).max(20)),
});
const Delay = z.object({
  kind: z.literal('delay'),
  /** free_flow: delay vs free flow; typical: unusual delay vs typical. */
  reference: z.enum(['free_flow', 'typical']),
  seconds: z.number().min(1).max(86_400),
  recover_seconds: recover(z.number().min(0).max(86_400)),
});
const NoData = z.object({ kind: z.literal('no_data'), minutes: z.number().int().min(5).max(10_080) });
const SensorOffline = z.object({ kind: z.literal('sensor_offline') });
const SensorSilent = z.object({ kind: z.literal('sensor_silent') });
const LowRate = z.object({
  kind: z.literal('low_rate'),
  /** Fires below this % of the sensor's usual count for this hour of the week. */
  percent: z.number().min(1).max(100),
  recover_percent: recover(z.number().min(1).max(100)),
});

/** A sign has shown its fallback text (a route without a usable number) for at least this long. */
const SignFallback = z.object({ kind: z.literal('sign_fallback'), minutes: z.number().int().min(1).max(1440) });

/**
 * A tag detected (tag_seen) or not (tag_not_seen) within the last `minutes`, by any of the
 * company's sensors or only by `device_ids`. The recover threshold keeps the alert through short
 * gaps: a seen tag stays alerting until unseen for `recover_minutes` (at least `minutes`).
 */
const tagCondition = <K extends string>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    minutes: z.number().int().min(1).max(10_080),
    recover_minutes: recover(z.number().int().min(1).max(10_080)),
    /** null: any of the company's sensors. */
    device_ids: z.array(Id).min(1).max(1000).nullable().default(null),
  });
const TagSeen = tagCondition('tag_seen');
const TagNotSeen = tagCondition('tag_not_seen');

export const AlertCondition = z.discriminatedUnion('kind', [
  Threshold,
  FreeFlowPercent,
  TypicalPercent,
  TypicalSigma,
  Delay,
  NoData,
  SensorOffline,
  SensorSilent,
  LowRate,
  SignFallback,
  TagSeen,
  TagNotSeen,
]);
export type AlertCondition = z.infer<typeof AlertCondition>;
export type ConditionKind = AlertCondition['kind'];

/** Which condition kinds apply to which objects. */
export const CONDITIONS_OF: Record<AlertObjectType, readonly ConditionKind[]> = {
  link: ['threshold', 'free_flow_percent', 'typical_percent', 'typical_sigma', 'delay', 'no_data'],
  route: ['threshold', 'free_flow_percent', 'typical_percent', 'typical_sigma', 'delay', 'no_data'],
  device: ['sensor_offline', 'sensor_silent', 'low_rate', 'no_data'],
  sign: ['sign_fallback'],
  tag: ['tag_seen', 'tag_not_seen'],
};

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (00:00–23:59).');
export const QuietHours = z.object({ from: HHMM, to: HHMM });

const RuleFields = z.object({
  name: text().trim().min(1).max(200),
  enabled: z.boolean().default(true),
  object_type: AlertObjectType,
  /** null: every object of the kind, including those added later. */
  object_ids: z.array(Id).min(1).max(10_000).nullable().default(null),
  condition: AlertCondition,
  /** The condition holds this long before the rule fires. */
  pending_minutes: z.number().int().min(0).max(1440).default(0),
  /** Accepted samples the current value needs before it may change the state (one noisy vehicle never fires). */
  min_samples: z.number().int().min(1).max(1000).default(3),
  quiet_hours: QuietHours.nullable().default(null),
  severity: AlertSeverity.default('warning'),
  action_ids: z.array(Id).max(100).default([]),
});

/** Hysteresis must sit on the recovering side of the threshold; the condition must suit the object. */
export const AlertRuleInput = RuleFields.superRefine((r, ctx) => {
  if (!CONDITIONS_OF[r.object_type].includes(r.condition.kind)) {
    ctx.addIssue({
      code: 'custom',
      path: ['condition', 'kind'],
      message: `The condition ${r.condition.kind} does not apply to a ${r.object_type}.`,
    });
  }
  const c = r.condition;
  const check = (fire: number, rec: number | null | undefined, field: string, lower: boolean) => {
    if (rec == null) return;
    if (lower ? rec > fire : rec < fire) {
      ctx.addIssue({
        code: 'custom',
        path: ['condition', field],
        message: `Must be ${lower ? 'at most' : 'at least'} ${fire}: the value recovers on the other side of the threshold.`,
      });
    }
  };
  if (c.kind === 'threshold') check(c.value, c.recover, 'recover', c.op === 'above');
  if (c.kind === 'free_flow_percent') check(c.percent, c.recover_percent, 'recover_percent', c.op === 'above');
  if (c.kind === 'typical_percent') check(c.percent, c.recover_percent, 'recover_percent', true);
  if (c.kind === 'typical_sigma') check(c.sigmas, c.recover_sigmas, 'recover_sigmas', true);
  if (c.kind === 'delay') check(c.seconds, c.recover_seconds, 'recover_seconds', true);
  if (c.kind === 'low_rate') check(c.percent, c.recover_percent, 'recover_percent', false);
  if (c.kind === 'tag_seen') check(c.minutes, c.recover_minutes, 'recover_minutes', false);
  if (c.kind === 'tag_not_seen') check(c.minutes, c.recover_minutes, 'recover_minutes', true);
  if (c.kind === 'typical_percent' && c.op === 'below' && c.percent >= 100) {
    ctx.addIssue({ code: 'custom', path: ['condition', 'percent'], message: 'A value cannot fall 100 % or more below typical.' });
  }
});
export type AlertRuleInput = z.infer<typeof AlertRuleInput>;

export const StateCounts = z.object({
  ok: z.number().int(),
  pending: z.number().int(),
  alerting: z.number().int(),
  nodata: z.number().int(),
});

export const AlertRule = RuleFields.extend({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  evaluated_at: z.string().nullable(),
  states: StateCounts,
});
export type AlertRule = z.infer<typeof AlertRule>;

export const AlertRuleListQuery = PageQuery.extend({ page_size: z.coerce.number().int().min(1).max(1000).default(50) });

/** The figures an evaluation saw: what each alert explains itself with. */
export const Observed = z.object({
  /** Start of the interval evaluated (ISO), null without one. */
  interval_start: z.string().nullable(),
  /** The value compared (s, km/h, detections per hour, or minutes without data). */
  value: z.number().nullable(),
  unit: z.string(),
  /** The baseline it was compared with and what it is (free flow, typical, usual rate…). */
  baseline: z.number().nullable(),
  baseline_kind: z.string().nullable(),
  /** The threshold the value had to cross (firing, or recovering while alerting). */
  threshold: z.number().nullable(),
  samples: z.number().int().nullable(),
  raw_samples: z.number().int().nullable(),
  /** Share of raw samples the adaptive filter rejected, 0–1. */
  rejected_share: z.number().nullable(),
  sigma: z.number().nullable().optional(),
  /** A tag rule's last sighting: the sensor that saw the tag last (interval_start is when), null when never seen. */
  seen_by: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type Observed = z.infer<typeof Observed>;

export const AlertStateRow = z.object({
  rule_id: z.number().int(),
  rule_name: z.string(),
  severity: AlertSeverity,
  object_type: AlertObjectType,
  object_id: z.number().int(),
  object_name: z.string(),
  state: AlertState,
  since: z.string(),
  evaluated_at: z.string(),
  observed: Observed.nullable(),
});
export type AlertStateRow = z.infer<typeof AlertStateRow>;

export const AlertEvent = z.object({
  id: z.number().int(),
  rule_id: z.number().int(),
  rule_name: z.string(),
  severity: AlertSeverity,
  object_type: AlertObjectType,
  object_id: z.number().int(),
  object_name: z.string(),
  from_state: AlertState,
  to_state: AlertState,
  at: z.string(),
  observed: Observed.nullable(),
  muted: z.boolean(),
  resolved_by: z.string().nullable(),
  acknowledged_by: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});
export type AlertEvent = z.infer<typeof AlertEvent>;

export const ObjectAlertsParams = z.object({ object_type: AlertObjectType, object_id: IdText });
export const ObjectAlerts = z.object({
  object_type: AlertObjectType,
  object_id: z.number().int(),
  object_name: z.string(),
  states: z.array(AlertStateRow),
  events: z.array(AlertEvent),
});
export type ObjectAlerts = z.infer<typeof ObjectAlerts>;

export const AlertEventListQuery = PageQuery.extend({
  rule: IdText.optional(),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
});

/** An alert explained: the change, its rule, and the values around it for a small chart. */
export const AlertExplanation = z.object({
  event: AlertEvent,
  rule: AlertRule,
  /** The value the rule watches, per 5-minute interval, two hours either side of the change. */
  series: z.array(z.object({ t: z.string(), value: z.number().nullable(), samples: z.number().int().nullable() })),
  unit: z.string(),
});
export type AlertExplanation = z.infer<typeof AlertExplanation>;
