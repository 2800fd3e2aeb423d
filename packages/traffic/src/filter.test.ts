import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adaptiveFilter, DEFAULT_FILTER, initialFilterState, STALE_AFTER_S, validateFilterParams } from './filter.ts';
import type { FilterParams, Match } from './types.ts';

const m = (arrival: number, travelTimeS: number, fingerprint = `v${arrival}`): Match => ({
  linkId: 1,
  fingerprint,
  departure: arrival - travelTimeS,
  arrival,
  travelTimeS,
});
const params: FilterParams = { sigma: 2, bValue: 0.5, trendThreshold: 3, intervalS: 300 };
const verdicts = (r: ReturnType<typeof adaptiveFilter>) => r.samples.map((s) => (s.accepted ? 'ok' : s.reason));

describe('validateFilterParams', () => {
  it('accepts the defaults and the inclusive bounds', () => {
    expect(validateFilterParams(DEFAULT_FILTER)).toEqual({});
    expect(validateFilterParams({ sigma: 1, bValue: 0.1, trendThreshold: -1 })).toEqual({});
    expect(validateFilterParams({ sigma: 3, bValue: 1, trendThreshold: 500 })).toEqual({});
  });
  it('names each out-of-bounds field', () => {
    const e = validateFilterParams({ sigma: 0.5, bValue: 1.1, trendThreshold: -2 });
    expect(Object.keys(e).sort()).toEqual(['bValue', 'sigma', 'trendThreshold']);
    expect(e.sigma[0]).toContain('between 1 and 3');
    expect(validateFilterParams({ sigma: 2, bValue: 0.3, trendThreshold: 1.5 })).toEqual({
      trendThreshold: ['A whole number is required.'],
    });
    expect(validateFilterParams({ sigma: 2, bValue: Number.NaN } as FilterParams)).toEqual({
      bValue: ['A number is required.'],
      trendThreshold: ['A number is required.'],
    });
  });
});

describe('adaptiveFilter', () => {
  it('seeds from the median/MAD of the first interval and rejects the outlier (hand-computed)', () => {
    const r = adaptiveFilter([m(10, 100), m(20, 110), m(30, 90), m(40, 500)], params);
    // median 105; |x−105| = 5,5,15,395 → MAD 10 → deviation 14.826; floor max(14.826, 10, 0.15·105=15.75) = 15.75
    // window 105 ± 2·15.75 = [73.5, 136.5]
    expect(verdicts(r)).toEqual(['ok', 'ok', 'ok', 'above_window']);
    expect(r.samples[0].windowLow).toBeCloseTo(73.5, 9);
    expect(r.samples[0].windowHigh).toBeCloseTo(136.5, 9);
    expect(r.state).toMatchObject({ mean: 105, consecutiveRejects: 1, intervalStart: 0, pending: [100, 110, 90] });
    expect(r.state.deviation).toBeCloseTo(14.826, 9);
  });

  it('smooths with α = 1 − (1 − B)^n when an interval closes (hand-computed)', () => {
    const r = adaptiveFilter([m(10, 100), m(20, 110), m(30, 90), m(40, 500), m(310, 130), m(320, 60)], params);
    // n = 3 accepted → α = 1 − 0.5³ = 0.875; mean = 0.875·100 + 0.125·105 = 100.625
    // variance = 0.875·((25 + 25 + 225)/3) + 0.125·14.826² ; d = max(√variance, 10, 15.09375) = 15.09375
    const variance = 0.875 * (275 / 3) + 0.125 * 14.826 ** 2;
    expect(r.samples[4].windowLow).toBeCloseTo(100.625 - 2 * 15.09375, 9);
    expect(r.samples[4].windowHigh).toBeCloseTo(100.625 + 2 * 15.09375, 9);
    expect(verdicts(r).slice(4)).toEqual(['ok', 'below_window']);
    expect(r.state.mean).toBeCloseTo(100.625, 9);
    expect(r.state.deviation).toBeCloseTo(Math.sqrt(variance), 9);
  });

  it('follows a real step change after more than trendThreshold consecutive rejections', () => {
    // Seed: median 100, MAD 0 → floor 15 → [70, 130]; closing it (α = 1 − 0.5⁵) keeps mean 100, deviation 0.
    const steady = [m(10, 100), m(20, 100), m(30, 100), m(40, 100), m(50, 100)];
    const incident = [m(310, 200), m(320, 205), m(330, 210), m(340, 215), m(350, 220)]; // next interval
    const r = adaptiveFilter([...steady, ...incident], params);
    expect(verdicts(r).slice(5)).toEqual(['above_window', 'above_window', 'above_window', 'ok', 'ok']);
    // 4th rejection > 3 → median of [200,205,210,215] = 207.5, MAD 5 → 7.413, floor 0.15·207.5 = 31.125
    const trigger = r.samples[8];
    expect(trigger.recentred).toBe(true);
    expect(trigger.windowLow).toBeCloseTo(207.5 - 62.25, 9);
    expect(trigger.windowHigh).toBeCloseTo(207.5 + 62.25, 9);
    expect(r.samples.filter((s) => s.recentred)).toHaveLength(1);
    expect(r.state.consecutiveRejects).toBe(0);

    const never = adaptiveFilter([...steady, ...incident], { ...params, trendThreshold: -1 });
    expect(verdicts(never).slice(5)).toEqual(Array(5).fill('above_window'));
    expect(never.state.consecutiveRejects).toBe(5);
    const always = adaptiveFilter([...steady, ...incident], { ...params, trendThreshold: 0 });
    expect(always.samples[5]).toMatchObject({ accepted: true, recentred: true });
  });

  it('rejects non-positive and over-max travel times without counting them towards a trend', () => {
    const r = adaptiveFilter([m(10, 100), m(20, 100), m(30, 0), m(40, -5), m(50, 900), m(60, 200), m(70, 100)], {
      ...params,
      trendThreshold: 1,
      maxTravelTimeS: 600,
    });
    expect(verdicts(r)).toEqual(['ok', 'ok', 'non_positive', 'non_positive', 'exceeds_max', 'above_window', 'ok']);
    expect(r.samples[2].windowLow).toBe(70); // the window in force is still reported for context
    expect(r.samples.some((s) => s.recentred)).toBe(false);
  });

  it('uses half the free-flow time as a plausibility floor, also when seeding', () => {
    const r = adaptiveFilter([m(10, 20), m(20, 100), m(30, 105), m(40, 110)], params, undefined, 100);
    expect(verdicts(r)).toEqual(['below_window', 'ok', 'ok', 'ok']);
    expect(r.state.mean).toBe(105);
    const lone = adaptiveFilter([m(10, 20)], params, undefined, 100);
    expect(lone.samples[0]).toMatchObject({ accepted: false, reason: 'below_window', windowLow: null });
    expect(lone.state.mean).toBeNull();
  });

  it('re-seeds after a long silence instead of judging against a stale level', () => {
    const t = 10_000;
    const r = adaptiveFilter([m(10, 100), m(20, 100), m(t, 300), m(t + 10, 310), m(t + 20, 290)], params);
    expect(t - 20).toBeGreaterThan(STALE_AFTER_S);
    expect(verdicts(r)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(r.state.mean).toBe(300);
  });

  it('continues across batches: split inside an interval gives the same verdicts and state as one batch', () => {
    const all = [m(10, 100), m(20, 110), m(30, 90), m(100, 95), m(200, 300), m(320, 120), m(400, 105), m(650, 100)];
    const one = adaptiveFilter(all, params);
    // Split inside [300, 600) (after the seed interval, whose seed is the documented exception).
    const first = adaptiveFilter(all.slice(0, 6), params);
    const second = adaptiveFilter(all.slice(6), params, first.state);
    expect(first.state.pending).toEqual([120]);
    expect([...first.samples, ...second.samples]).toEqual(one.samples);
    expect(second.state).toEqual(one.state);
  });

  it('is pure: does not mutate its inputs and repeats its output', () => {
    const state = adaptiveFilter([m(10, 100), m(20, 500)], params).state;
    const frozen = structuredClone(state);
    const input = [m(400, 120), m(310, 100)];
    const a = adaptiveFilter(input, params, state);
    const b = adaptiveFilter(input, params, state);
    expect(state).toEqual(frozen);
    expect(a).toEqual(b);
    expect(a.samples.map((s) => s.arrival)).toEqual([310, 400]); // processed in arrival order
    expect(adaptiveFilter([], params)).toEqual({ samples: [], state: initialFilterState() });
  });

  it('property: never accepts outside its window, and every rejection has a reason', () => {
    const arb = fc.array(fc.record({ arrival: fc.integer({ min: 0, max: 20_000 }), tt: fc.integer({ min: -20, max: 1500 }) }), {
      maxLength: 200,
    });
    const arbParams = fc.record({
      sigma: fc.double({ min: 1, max: 3, noNaN: true }),
      bValue: fc.double({ min: 0.1, max: 1, noNaN: true }),
      trendThreshold: fc.integer({ min: -1, max: 20 }),
    });
    fc.assert(
      fc.property(arb, arbParams, (rows, p) => {
        const { samples } = adaptiveFilter(
          rows.map((r, i) => m(r.arrival, r.tt, `v${i}`)),
          { ...p, maxTravelTimeS: 1200 },
        );
        expect(samples).toHaveLength(rows.length);
        for (const s of samples) {
          if (s.accepted) {
            expect(s.reason).toBeNull();
            expect(s.travelTimeS).toBeGreaterThanOrEqual(s.windowLow as number);
            expect(s.travelTimeS).toBeLessThanOrEqual(s.windowHigh as number);
            expect(s.travelTimeS).toBeGreaterThan(0);
          } else expect(s.reason).not.toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });
});
