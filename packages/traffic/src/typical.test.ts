import { describe, expect, it } from 'vitest';
import { delay, freeFlowTravelTime, SLOTS_PER_WEEK, slotOfWeek, typicalBySlot } from './typical.ts';
import type { Interval } from './types.ts';

const t = (iso: string) => Date.parse(iso) / 1000;
const iv = (start: number, medianS: number | null, acceptedCount = 5): Interval => ({
  linkId: 1, start, rawCount: acceptedCount, acceptedCount, medianS, meanS: medianS, p85S: medianS, minS: medianS, maxS: medianS, speedKmh: null,
});

describe('slotOfWeek', () => {
  it('counts 5-minute slots from Monday 00:00 local time', () => {
    expect(SLOTS_PER_WEEK).toBe(2016);
    expect(slotOfWeek(t('2024-01-01T00:00:00Z'), 'UTC')).toBe(0); // a Monday
    expect(slotOfWeek(t('2024-01-01T00:04:59Z'), 'UTC')).toBe(0);
    expect(slotOfWeek(t('2024-01-01T00:05:00Z'), 'UTC')).toBe(1);
    expect(slotOfWeek(t('2024-01-07T23:55:00Z'), 'UTC')).toBe(2015); // Sunday 23:55
    expect(slotOfWeek(t('2024-01-01T00:00:00Z'), 'Europe/Istanbul')).toBe(36); // 03:00 local
    expect(slotOfWeek(t('2023-12-31T22:00:00Z'), 'Europe/Istanbul')).toBe(12); // Monday 01:00 local
  });

  it('follows local wall-clock time across DST in Berlin while Istanbul (no DST) keeps its offset', () => {
    // Monday 25 March 2024 (CET, +1) and Monday 1 April 2024 (CEST, +2); Istanbul is +3 all year.
    expect(slotOfWeek(t('2024-03-25T07:00:00Z'), 'Europe/Berlin')).toBe(96); // 08:00
    expect(slotOfWeek(t('2024-04-01T06:00:00Z'), 'Europe/Berlin')).toBe(96); // 08:00
    expect(slotOfWeek(t('2024-03-25T06:00:00Z'), 'Europe/Berlin')).toBe(84); // same UTC time, 07:00
    expect(slotOfWeek(t('2024-03-25T06:00:00Z'), 'Europe/Istanbul')).toBe(108); // 09:00
    expect(slotOfWeek(t('2024-04-01T06:00:00Z'), 'Europe/Istanbul')).toBe(108); // still 09:00
    // Autumn: Sunday 27 October 2024 01:30Z is 02:30 CET (after the switch back), slot 6·288 + 30.
    expect(slotOfWeek(t('2024-10-27T01:30:00Z'), 'Europe/Berlin')).toBe(6 * 288 + 30);
    expect(slotOfWeek(t('2024-10-27T00:30:00Z'), 'Europe/Berlin')).toBe(6 * 288 + 30); // 02:30 CEST, the repeated hour
  });
});

describe('typicalBySlot', () => {
  it('takes the median of interval medians per slot and skips empty intervals', () => {
    const mondays8 = ['2024-01-01T08:00:00Z', '2024-01-08T08:00:00Z', '2024-01-15T08:00:00Z'].map(t);
    const typical = typicalBySlot(
      [iv(mondays8[0], 100), iv(mondays8[1], 300), iv(mondays8[2], 120), iv(mondays8[2] + 300, null, 0), iv(t('2024-01-02T08:00:00Z'), 90)],
      'UTC',
    );
    expect([...typical]).toEqual([[96, 120], [288 + 96, 90]]);
  });
});

describe('freeFlowTravelTime', () => {
  it('is the 15th percentile of medians of intervals with at least 3 accepted samples', () => {
    const rows = [iv(0, 60, 1), iv(300, 140), iv(600, 100), iv(900, 120), iv(1200, 110), iv(1500, 130)];
    expect(freeFlowTravelTime(rows)).toBeCloseTo(106, 9); // [100..140]: rank 0.6 → 100 + 0.6·10; 60 (1 sample) ignored
    expect(freeFlowTravelTime([iv(0, 60, 2)])).toBeNull();
    expect(freeFlowTravelTime([])).toBeNull();
  });
});

describe('delay', () => {
  it('gives seconds and percent against a reference', () => {
    expect(delay(130, 100)).toEqual({ delayS: 30, delayPct: 30 });
    expect(delay(90, 120)).toEqual({ delayS: -30, delayPct: -25 });
    expect(delay(null, 100)).toBeNull();
    expect(delay(100, null)).toBeNull();
    expect(delay(100, 0)).toBeNull();
  });
});
