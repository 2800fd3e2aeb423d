import { describe, expect, it } from 'vitest';
import { configuredFilter, fromLocalInput, initialForm, toLocalInput, validateForm } from './processing-form-model.ts';

const ok = { from: '2026-03-01T00:00', to: '2026-03-02T00:00', sigma: '2', b_value: '0.3', trend_threshold: '10' };

describe('experimental processing form', () => {
  it('accepts the filter bounds inclusive and builds the body in epoch seconds', () => {
    for (const [sigma, b, trend] of [
      ['1', '0.1', '-1'],
      ['3', '1', '500'],
    ]) {
      const r = validateForm({ ...ok, sigma, b_value: b, trend_threshold: trend });
      expect(r.errors).toEqual({});
      expect(r.body).toMatchObject({ sigma: Number(sigma), b_value: Number(b), trend_threshold: Number(trend) });
    }
    const { body } = validateForm(ok);
    expect(body!.to - body!.from).toBe(86400);
  });

  it('refuses values outside sigma 1–3, B value 0.1–1, trend threshold −1–500, naming each field', () => {
    const r = validateForm({ ...ok, sigma: '3.1', b_value: '0.05', trend_threshold: '501' });
    expect(r.body).toBeNull();
    expect(r.errors.sigma).toEqual({ key: 'range', values: { min: 1, max: 3 } });
    expect(r.errors.b_value).toEqual({ key: 'range', values: { min: 0.1, max: 1 } });
    expect(r.errors.trend_threshold).toEqual({ key: 'range', values: { min: -1, max: 500 } });
    expect(validateForm({ ...ok, trend_threshold: '-2' }).errors.trend_threshold?.key).toBe('range');
    expect(validateForm({ ...ok, trend_threshold: '2.5' }).errors.trend_threshold?.key).toBe('integer');
    expect(validateForm({ ...ok, sigma: '' }).errors.sigma?.key).toBe('range');
    expect(validateForm({ ...ok, sigma: 'abc' }).errors.sigma?.key).toBe('range');
  });

  it('needs a period that ends after it starts and lasts at most 366 days', () => {
    expect(validateForm({ ...ok, to: ok.from }).errors.to?.key).toBe('afterFrom');
    expect(validateForm({ ...ok, to: '2027-03-05T00:00' }).errors.to?.key).toBe('tooLong');
    expect(validateForm({ ...ok, from: '' }).errors.from?.key).toBe('required');
  });

  it('starts from the sensor’s configured filter and the last 24 hours', () => {
    expect(configuredFilter({ filter: { travel_time: { sigma: 2.5, b_value: 0.5, trend_threshold: 20 } } })).toEqual({
      sigma: 2.5,
      b_value: 0.5,
      trend_threshold: 20,
    });
    expect(configuredFilter({})).toEqual({ sigma: 2, b_value: 0.3, trend_threshold: 10 });
    const f = initialForm({}, 1_000_000_123);
    expect(fromLocalInput(f.to) - fromLocalInput(f.from)).toBe(86400);
    expect(fromLocalInput(toLocalInput(1_000_000_200))).toBe(1_000_000_200);
  });
});
