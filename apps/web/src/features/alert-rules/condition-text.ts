import type { AlertCondition, AlertRule } from '@roadlens/contract/alert-rules';

type T = (key: string, values?: Record<string, unknown>) => string;

/** One line saying what a rule's condition is ("Travel time 40 % above typical, recovers at 20"). */
export function conditionText(c: AlertCondition, t: T): string {
  const s = (key: string, v: Record<string, unknown> = {}) => t(`alertRules.summary.${key}`, v);
  const metric = 'metric' in c ? t(`alertRules.metrics.${c.metric}`) : '';
  const op = 'op' in c ? t(`alertRules.ops.${c.op}`) : '';
  const recover = (v: number | null | undefined) => (v == null ? '' : `, ${s('recover', { value: v })}`);
  switch (c.kind) {
    case 'threshold':
      return (
        s('threshold', {
          metric,
          op,
          value: c.value,
          unit: t(c.metric === 'speed' ? 'alertRules.form.unitKmh' : 'alertRules.form.unitS'),
        }) + recover(c.recover)
      );
    case 'free_flow_percent':
      return s('free_flow_percent', { metric, op, value: c.percent }) + recover(c.recover_percent);
    case 'typical_percent':
      return s('typical_percent', { metric, op, value: c.percent }) + recover(c.recover_percent);
    case 'typical_sigma':
      return s('typical_sigma', { metric, op, value: c.sigmas }) + recover(c.recover_sigmas);
    case 'delay':
      return s(`delay_${c.reference}`, { value: c.seconds }) + recover(c.recover_seconds);
    case 'no_data':
      return s('no_data', { value: c.minutes });
    case 'low_rate':
      return s('low_rate', { value: c.percent }) + recover(c.recover_percent);
    case 'sign_fallback':
      return s('sign_fallback', { value: c.minutes });
    case 'tag_seen':
    case 'tag_not_seen':
      return (
        s(c.kind, { value: c.minutes }) +
        (c.device_ids ? ` ${s('tagSensors', { count: c.device_ids.length })}` : '') +
        recover(c.recover_minutes)
      );
    default:
      return s(c.kind);
  }
}

/** What a rule watches: all links, or how many chosen ones. */
export function scopeText(r: Pick<AlertRule, 'object_type' | 'object_ids'>, t: T): string {
  const type = t(`alertRules.objectTypes.${r.object_type}`);
  return r.object_ids ? t('alertRules.some', { count: r.object_ids.length, type }) : t('alertRules.all', { type });
}

export const STATE_COLORS = { ok: 'success', pending: 'info', alerting: 'error', nodata: 'warning' } as const;
