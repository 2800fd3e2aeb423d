import { describe, expect, it } from 'vitest';
import {
  chainConfidence,
  confidence,
  currentInterval,
  delayPercent,
  delayVsFreeFlow,
  estimatedFreeFlow,
  freeFlowTravelTime,
  linkFreeFlow,
  sameLocalTimeWeeksBefore,
  sensorStatus,
  trendVsTypical,
  typicalTravelTime,
  unusualDelay,
  type IntervalFigures,
} from './index.ts';

const t = (iso: string) => Date.parse(iso) / 1000;
const iv = (start: number, medianS: number | null, acceptedCount = 5): IntervalFigures => ({ start, medianS, acceptedCount });
const WEEK = 7 * 86400;

describe('free flow', () => {
  it('is the 15th percentile of medians of intervals with at least 3 accepted samples', () => {
    const rows = [iv(0, 140), iv(300, 100), iv(600, 120), iv(900, 110), iv(1200, 130), iv(1500, 60, 1), iv(1800, null)];
    expect(freeFlowTravelTime(rows)).toBeCloseTo(106, 9); // [100..140]: rank 0.6 → 100 + 0.6·10; 60 (1 sample) ignored
    expect(freeFlowTravelTime([iv(0, 60, 2)])).toBeNull();
    expect(freeFlowTravelTime([])).toBeNull();
  });

  it('is estimated from the last 28 days only, and the link’s own value wins', () => {
    const now = t('2026-03-01T12:00:00Z');
    const rows = [iv(now - 29 * 86400, 50), iv(now - 27 * 86400, 100), iv(now - 3600, 200)];
    expect(estimatedFreeFlow(rows, now)).toBeCloseTo(115, 9); // [100, 200]: rank 0.15
    expect(linkFreeFlow(90, 115)).toBe(90);
    expect(linkFreeFlow(null, 115)).toBe(115);
  });
});

describe('same local time of an earlier week', () => {
  it('is 7 days earlier where the zone has no DST', () => {
    expect(sameLocalTimeWeeksBefore(t('2024-04-01T05:00:00Z'), 1, 'Europe/Istanbul')).toBe(t('2024-04-01T05:00:00Z') - WEEK);
  });

  it('keeps local wall-clock time across a DST change', () => {
    // Monday 08:00 in Berlin: 06:00 UTC in summer time, 07:00 UTC the week before in winter time.
    expect(sameLocalTimeWeeksBefore(t('2024-04-01T06:00:00Z'), 1, 'Europe/Berlin')).toBe(t('2024-03-25T07:00:00Z'));
    expect(sameLocalTimeWeeksBefore(t('2024-11-04T07:00:00Z'), 2, 'Europe/Berlin')).toBe(t('2024-10-21T06:00:00Z'));
  });

  it('reads a skipped local time with the offset before the change and a repeated one as the later instant', () => {
    // 02:30 on 31 March 2024 does not exist in Berlin; 02:30 on 27 October 2024 happens twice.
    expect(sameLocalTimeWeeksBefore(t('2024-04-07T00:30:00Z'), 1, 'Europe/Berlin')).toBe(t('2024-03-31T01:30:00Z'));
    expect(sameLocalTimeWeeksBefore(t('2024-11-03T01:30:00Z'), 1, 'Europe/Berlin')).toBe(t('2024-10-27T01:30:00Z'));
  });
});

describe('typical travel time', () => {
  const at = t('2026-03-02T08:00:00Z'); // Monday 11:00 in Istanbul
  it('is the median over the same time ± 15 min of the previous four weeks', () => {
    const history = [
      iv(at - WEEK + 600, 80), // a week ago, 10 min later
      iv(at - 2 * WEEK - 900, 120), // two weeks ago, 15 min earlier: the window includes its edge
      iv(at - 3 * WEEK, 500), // three weeks ago: an incident week, outvoted by the median
      iv(at - 4 * WEEK + 1200, 999), // 20 min off: outside
      iv(at - 5 * WEEK, 999), // five weeks ago: outside
      iv(at - 86400, 999), // yesterday: another day of the week
      iv(at - WEEK, 999, 0), // no accepted sample
      iv(at - WEEK + 300, null),
      iv(at, 999), // the interval itself is not its own baseline
    ];
    expect(typicalTravelTime(history, at, 'Europe/Istanbul')).toBe(120);
    expect(typicalTravelTime([], at, 'Europe/Istanbul')).toBeNull();
  });
});

describe('delays', () => {
  it('vs free flow is never negative; vs typical is signed', () => {
    expect(delayVsFreeFlow(130, 100)).toBe(30);
    expect(delayVsFreeFlow(90, 100)).toBe(0);
    expect(delayVsFreeFlow(null, 100)).toBeNull();
    expect(delayVsFreeFlow(100, 0)).toBeNull();
    expect(unusualDelay(90, 120)).toBe(-30);
    expect(unusualDelay(100, null)).toBeNull();
    expect(delayPercent(30, 120)).toBe(25);
    expect(delayPercent(30, 0)).toBeNull();
  });

  it('is unusual beyond 10 % of typical either way', () => {
    expect([111, 110, 100, 90, 89].map((tt) => trendVsTypical(tt, 100))).toEqual(['slower', 'usual', 'usual', 'usual', 'faster']);
    expect(trendVsTypical(null, 100)).toBeNull();
  });
});

describe('confidence', () => {
  it('grows with accepted samples up to 10, and a route takes its weakest link', () => {
    expect([null, 0, 1, 5, 10, 40].map(confidence)).toEqual([0, 0, 0.1, 0.5, 1, 1]);
    expect(chainConfidence([1, 0.4, 0.9])).toBe(0.4);
    expect(chainConfidence([])).toBe(0);
  });
});

describe('current interval', () => {
  it('is the latest that started within the last hour', () => {
    const now = 10_000;
    expect(currentInterval([iv(now - 3600, 1), iv(now - 600, 2), iv(now - 300, 3)], now)?.medianS).toBe(3);
    expect(currentInterval([iv(now - 3600, 1)], now)).toBeNull();
  });
});

describe('sensor status', () => {
  it('is online under 15 minutes, silent under 2 hours, offline after or when never seen', () => {
    const now = t('2026-11-23T12:00:00Z');
    expect(sensorStatus('2026-11-23T11:45:01Z', now)).toBe('online');
    expect(sensorStatus('2026-11-23T11:45:00Z', now)).toBe('silent');
    expect(sensorStatus(now - 7199, now)).toBe('silent');
    expect(sensorStatus(now - 7200, now)).toBe('offline');
    expect(sensorStatus(null, now)).toBe('offline');
    expect(sensorStatus('garbage', now)).toBe('offline');
  });
});
