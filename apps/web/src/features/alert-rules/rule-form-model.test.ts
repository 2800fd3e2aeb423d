import { describe, expect, it } from 'vitest';
import type { AlertRule } from '@roadlens/contract/alert-rules';
import { AlertRuleInput } from '@roadlens/contract/alert-rules';
import { conditionText } from './condition-text.ts';
import { emptyDraft, formField, fromRule, toInput } from './rule-form-model.ts';

const t = (key: string, v: Record<string, unknown> = {}) => `${key}${Object.keys(v).length ? JSON.stringify(v) : ''}`;

/** A body as the server keeps and answers it. */
const stored = (body: unknown): AlertRule => ({
  ...AlertRuleInput.parse(body),
  id: 1,
  created_at: '',
  updated_at: '',
  evaluated_at: null,
  states: { ok: 0, pending: 0, alerting: 0, nodata: 0 },
});

describe('rule form model', () => {
  it('turns the form into the body the server validates, and back', () => {
    const d = {
      ...emptyDraft(),
      name: 'Jam',
      all: false,
      object_ids: [4, 5],
      kind: 'threshold' as const,
      value: '150',
      recover: '120',
      pending_minutes: '10',
      quiet: true,
    };
    const body = toInput(d);
    expect(body).toMatchObject({
      name: 'Jam',
      object_ids: [4, 5],
      pending_minutes: 10,
      quiet_hours: { from: '22:00', to: '06:00' },
      condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150, recover: 120 },
    });
    expect(AlertRuleInput.safeParse(body).success).toBe(true);
    const rule = stored(body);
    expect(toInput(fromRule(rule))).toEqual(body);
  });

  it('sends only the fields of the chosen condition, and an empty recover as none', () => {
    expect(toInput({ ...emptyDraft(), kind: 'delay', reference: 'typical', value: '90' }).condition).toEqual({
      kind: 'delay',
      reference: 'typical',
      seconds: 90,
    });
    expect(toInput({ ...emptyDraft(), object_type: 'device', kind: 'sensor_offline', value: '5' }).condition).toEqual({
      kind: 'sensor_offline',
    });
    expect(toInput({ ...emptyDraft(), all: true, object_ids: [3] }).object_ids).toBeNull();
    const sign = toInput({
      ...emptyDraft(),
      name: 'Stuck',
      object_type: 'sign',
      kind: 'sign_fallback',
      value: '15',
      all: false,
      object_ids: [7],
    });
    expect(sign).toMatchObject({ object_type: 'sign', object_ids: [7], condition: { kind: 'sign_fallback', minutes: 15 } });
    expect(AlertRuleInput.safeParse(sign).success).toBe(true);
    expect(conditionText(sign.condition, t)).toBe('alertRules.summary.sign_fallback{"value":15}');
  });

  it('keeps a tag rule’s chosen sensors and recover minutes through the form', () => {
    const body = toInput({
      ...emptyDraft(),
      name: 'Van',
      object_type: 'tag',
      kind: 'tag_seen',
      value: '10',
      recover: '30',
      device_ids: [4],
    });
    expect(body.condition).toEqual({ kind: 'tag_seen', minutes: 10, recover_minutes: 30, device_ids: [4] });
    expect(toInput({ ...emptyDraft(), object_type: 'tag', kind: 'tag_not_seen', value: '10' }).condition).toEqual({
      kind: 'tag_not_seen',
      minutes: 10,
      device_ids: null,
    });
    const rule = stored(body);
    expect(toInput(fromRule(rule))).toEqual(body);
    expect(fromRule(rule)).toMatchObject({ kind: 'tag_seen', value: '10', recover: '30', device_ids: [4] });
    expect(formField('condition.recover_minutes')).toBe('recover');
    expect(formField('condition.device_ids')).toBe('device_ids');
  });

  it('puts each server field error under the input that holds it', () => {
    expect(
      ['condition.percent', 'condition.recover_sigmas', 'condition.kind', 'quiet_hours.from', 'object_ids', 'name'].map(formField),
    ).toEqual(['value', 'recover', 'kind', 'quiet', 'object_ids', 'name']);
  });

  it('says what a condition is', () => {
    expect(conditionText({ kind: 'no_data', minutes: 30 }, t)).toBe('alertRules.summary.no_data{"value":30}');
    expect(conditionText({ kind: 'typical_sigma', metric: 'speed', op: 'below', sigmas: 3, recover_sigmas: 1 }, t)).toContain(
      'alertRules.summary.recover{"value":1}',
    );
  });
});
