import { describe, expect, it } from 'vitest';
import { outOfBounds, parseSetting } from './config-validation.ts';

describe('sensor configuration bounds', () => {
  it('accepts sigma 1–3, B value 0.1–1, trend threshold −1–500 inclusive', () => {
    for (const [k, v] of [
      ['sigma', 1],
      ['sigma', 3],
      ['b_value', 0.1],
      ['b_value', 1],
      ['trend_threshold', -1],
      ['trend_threshold', 500],
    ] as const)
      expect(outOfBounds(k, v)).toBeNull();
  });
  it('rejects values just outside and non-numbers', () => {
    expect(outOfBounds('sigma', 0.99)).toEqual({ min: 1, max: 3 });
    expect(outOfBounds('sigma', 3.01)).not.toBeNull();
    expect(outOfBounds('b_value', 0.09)).not.toBeNull();
    expect(outOfBounds('b_value', 1.1)).not.toBeNull();
    expect(outOfBounds('trend_threshold', -2)).not.toBeNull();
    expect(outOfBounds('trend_threshold', 501)).not.toBeNull();
    expect(outOfBounds('sigma', '')).not.toBeNull();
    expect(outOfBounds('sigma', 'abc')).not.toBeNull();
  });
  it('leaves other settings unchecked and keeps their type', () => {
    expect(outOfBounds('interval', 9999)).toBeNull();
    expect(parseSetting('sigma', '2.5', 2)).toBe(2.5);
    expect(parseSetting('label', '12', 'x')).toBe('12');
    expect(parseSetting('enabled', 'false', true)).toBe(false);
  });
});
