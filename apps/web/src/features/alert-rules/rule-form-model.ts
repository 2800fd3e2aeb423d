import {
  CONDITIONS_OF,
  type AlertCondition,
  type AlertObjectType,
  type AlertRule,
  type AlertRuleInput,
  type ConditionKind,
} from '@roadlens/contract/alert-rules';

/** The form's state: every field as the inputs hold it (text for numbers, so a half-typed value stays). */
export interface RuleDraft {
  name: string;
  enabled: boolean;
  object_type: AlertObjectType;
  all: boolean;
  object_ids: number[];
  kind: ConditionKind;
  metric: 'travel_time' | 'speed';
  op: 'above' | 'below';
  reference: 'free_flow' | 'typical';
  value: string;
  recover: string;
  pending_minutes: string;
  min_samples: string;
  quiet: boolean;
  quiet_from: string;
  quiet_to: string;
  severity: 'success' | 'warning' | 'error';
  action_ids: number[];
  /** Tag conditions: the sensors that count as seeing the tag; none chosen means any sensor. */
  device_ids: number[];
}

export const emptyDraft = (): RuleDraft => ({
  name: '',
  enabled: true,
  object_type: 'link',
  all: true,
  object_ids: [],
  kind: 'typical_percent',
  metric: 'travel_time',
  op: 'above',
  reference: 'free_flow',
  value: '40',
  recover: '',
  pending_minutes: '5',
  min_samples: '3',
  quiet: false,
  quiet_from: '22:00',
  quiet_to: '06:00',
  severity: 'warning',
  action_ids: [],
  device_ids: [],
});

/** The condition's threshold and recover fields, by kind. */
const FIELDS: Partial<Record<ConditionKind, [string, string | null]>> = {
  threshold: ['value', 'recover'],
  free_flow_percent: ['percent', 'recover_percent'],
  typical_percent: ['percent', 'recover_percent'],
  typical_sigma: ['sigmas', 'recover_sigmas'],
  delay: ['seconds', 'recover_seconds'],
  no_data: ['minutes', null],
  low_rate: ['percent', 'recover_percent'],
  sign_fallback: ['minutes', null],
  tag_seen: ['minutes', 'recover_minutes'],
  tag_not_seen: ['minutes', 'recover_minutes'],
};
export const hasValue = (k: ConditionKind) => k in FIELDS;
export const hasRecover = (k: ConditionKind) => !!FIELDS[k]?.[1];
export const hasMetric = (k: ConditionKind) => ['threshold', 'free_flow_percent', 'typical_percent', 'typical_sigma'].includes(k);
export const kindsOf = (type: AlertObjectType) => CONDITIONS_OF[type];
export const isTagKind = (k: ConditionKind) => k === 'tag_seen' || k === 'tag_not_seen';
/** A tag is seen or not: there are no samples to count. */
export const hasMinSamples = (type: AlertObjectType) => type !== 'tag';

const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** The request body; numbers the server checks (a typo comes back as a 400 naming the field). */
export function toInput(d: RuleDraft): AlertRuleInput {
  const [valueField, recoverField] = FIELDS[d.kind] ?? [null, null];
  const condition = { kind: d.kind } as Record<string, unknown>;
  if (hasMetric(d.kind)) Object.assign(condition, { metric: d.metric, op: d.op });
  if (d.kind === 'delay') condition.reference = d.reference;
  if (isTagKind(d.kind)) condition.device_ids = d.device_ids.length ? d.device_ids : null;
  if (valueField) condition[valueField] = num(d.value);
  if (recoverField && num(d.recover) !== null) condition[recoverField] = num(d.recover);
  return {
    name: d.name,
    enabled: d.enabled,
    object_type: d.object_type,
    object_ids: d.all ? null : d.object_ids,
    condition: condition as AlertCondition,
    pending_minutes: num(d.pending_minutes) ?? 0,
    min_samples: num(d.min_samples) ?? 1,
    quiet_hours: d.quiet ? { from: d.quiet_from, to: d.quiet_to } : null,
    severity: d.severity,
    action_ids: d.action_ids,
  };
}

export function fromRule(r: AlertRule): RuleDraft {
  const c = r.condition as Record<string, unknown> & AlertCondition;
  const [valueField, recoverField] = FIELDS[c.kind] ?? [null, null];
  return {
    ...emptyDraft(),
    name: r.name,
    enabled: r.enabled,
    object_type: r.object_type,
    all: r.object_ids === null,
    object_ids: r.object_ids ?? [],
    kind: c.kind,
    metric: (c.metric as RuleDraft['metric']) ?? 'travel_time',
    op: (c.op as RuleDraft['op']) ?? 'above',
    reference: (c.reference as RuleDraft['reference']) ?? 'free_flow',
    value: valueField && c[valueField] != null ? String(c[valueField]) : '',
    recover: recoverField && c[recoverField] != null ? String(c[recoverField]) : '',
    pending_minutes: String(r.pending_minutes),
    min_samples: String(r.min_samples),
    quiet: !!r.quiet_hours,
    quiet_from: r.quiet_hours?.from ?? '22:00',
    quiet_to: r.quiet_hours?.to ?? '06:00',
    severity: r.severity,
    action_ids: r.action_ids,
    device_ids: Array.isArray(c.device_ids) ? (c.device_ids as number[]) : [],
  };
}

/** Where a server field error belongs in the form (condition.percent → value). */
export function formField(serverField: string): string {
  if (/^condition\.(recover|recover_percent|recover_sigmas|recover_seconds|recover_minutes)$/.test(serverField)) return 'recover';
  if (serverField.startsWith('condition.device_ids')) return 'device_ids';
  if (/^condition\.(value|percent|sigmas|seconds|minutes)$/.test(serverField)) return 'value';
  if (serverField === 'condition.kind' || serverField === 'condition') return 'kind';
  if (serverField.startsWith('quiet_hours')) return 'quiet';
  if (serverField.startsWith('object_ids')) return 'object_ids';
  return serverField.split('.')[0];
}
