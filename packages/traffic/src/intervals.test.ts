import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aggregateIntervals, INTERVAL_S, percentile, rollup, speedKmh, zoneOffsetS } from './intervals.ts';
import type { Interval, Sample } from './types.ts';

const s = (arrival: number, travelTimeS: number, accepted = true, linkId = 1): Sample => ({
  linkId,
  fingerprint: `f${arrival}`,
  departure: arrival - travelTimeS,
  arrival,
  travelTimeS,
  accepted,
  reason: accepted ? null : 'above_window',
  windowLow: 0,
  windowHigh: 500,
  recentred: false,
});
const iv = (
  start: number,
  acceptedCount: number,
  medianS: number,
  meanS: number,
  p85S: number,
  extra: Partial<Interval> = {},
): Interval => ({
  linkId: 1,
  start,
  rawCount: acceptedCount + 1,
  acceptedCount,
  medianS,
  meanS,
  p85S,
  minS: medianS - 10,
  maxS: p85S + 10,
  speedKmh: speedKmh(1000, medianS),
  ...extra,
});

describe('percentile', () => {
  it('interpolates linearly between closest ranks (type 7)', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 85)).toBeCloseTo(3.55, 12); // rank 0.85·3 = 2.55 → 3 + 0.55·(4 − 3)
    expect(percentile([1, 2, 3, 4], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4], 100)).toBe(4);
    expect(percentile([10, 20, 30, 40, 50], 15)).toBe(16); // rank 0.6 → 10 + 0.6·10
    expect(percentile([7], 85)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
  it('does not reorder its input', () => {
    const v = [3, 1, 2];
    percentile(v, 50);
    expect(v).toEqual([3, 1, 2]);
  });
});

describe('aggregateIntervals', () => {
  it('buckets by arrival; raw counts everything, statistics use accepted samples (hand-computed)', () => {
    expect(INTERVAL_S).toBe(300);
    const rows = aggregateIntervals([s(10, 100), s(20, 200), s(299, 300), s(40, 999, false), s(300, 50)], 1000);
    expect(rows).toEqual([
      // p85: rank 0.85·2 = 1.7 → 200 + 0.7·100 = 270; speed 1000 m / 200 s · 3.6 = 18 km/h
      { linkId: 1, start: 0, rawCount: 4, acceptedCount: 3, medianS: 200, meanS: 200, p85S: 270, minS: 100, maxS: 300, speedKmh: 18 },
      { linkId: 1, start: 300, rawCount: 1, acceptedCount: 1, medianS: 50, meanS: 50, p85S: 50, minS: 50, maxS: 50, speedKmh: 72 },
    ]);
  });

  it('keeps an interval whose samples were all rejected, with null statistics; emits nothing for no samples', () => {
    expect(aggregateIntervals([s(610, 400, false), s(620, 410, false)], 1000)).toEqual([
      {
        linkId: 1,
        start: 600,
        rawCount: 2,
        acceptedCount: 0,
        medianS: null,
        meanS: null,
        p85S: null,
        minS: null,
        maxS: null,
        speedKmh: null,
      },
    ]);
    expect(aggregateIntervals([], 1000)).toEqual([]);
  });

  it('separates links and honours another interval length', () => {
    const rows = aggregateIntervals([s(10, 100, true, 2), s(20, 100, true, 1), s(70, 100, true, 1)], 500, 60);
    expect(rows.map((r) => [r.linkId, r.start, r.rawCount])).toEqual([
      [1, 0, 1],
      [1, 60, 1],
      [2, 0, 1],
    ]);
  });

  it('property: counts always sum to the samples', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: fc.integer({ min: 0, max: 10_000 }), tt: fc.integer({ min: 1, max: 900 }), ok: fc.boolean() })),
        (rows) => {
          const samples = rows.map((r) => s(r.a, r.tt, r.ok));
          const out = aggregateIntervals(samples, 1000);
          expect(out.reduce((a, r) => a + r.rawCount, 0)).toBe(samples.length);
          expect(out.reduce((a, r) => a + r.acceptedCount, 0)).toBe(samples.filter((x) => x.accepted).length);
          for (const r of out)
            if (r.medianS !== null) expect(r.minS! <= r.medianS && r.medianS <= r.p85S! && r.p85S! <= r.maxS!).toBe(true);
        },
      ),
    );
  });
});

describe('speedKmh', () => {
  it('is length / time · 3.6 and null when unusable', () => {
    expect(speedKmh(1000, 60)).toBe(60);
    expect(speedKmh(1000, 0)).toBeNull();
    expect(speedKmh(1000, null)).toBeNull();
  });
});

describe('rollup', () => {
  it('sums counts and weights the statistics by accepted count (hand-computed)', () => {
    const rows = rollup(
      [
        iv(0, 2, 100, 100, 110),
        iv(300, 6, 200, 180, 220),
        iv(3600, 1, 90, 90, 90),
        iv(3900, 0, 0, 0, 0, { medianS: null, meanS: null, p85S: null, minS: null, maxS: null, speedKmh: null }),
      ],
      3600,
    );
    expect(rows).toHaveLength(2);
    const [h0, h1] = rows;
    expect(h0).toMatchObject({ start: 0, rawCount: 10, acceptedCount: 8, minS: 90, maxS: 230 });
    expect(h0.medianS).toBe(175); // (2·100 + 6·200) / 8
    expect(h0.meanS).toBe(160); // (2·100 + 6·180) / 8 — exact
    expect(h0.p85S).toBe(192.5); // (2·110 + 6·220) / 8
    expect(h0.speedKmh).toBeCloseTo((1000 / 175) * 3.6, 9);
    expect(h1).toMatchObject({ start: 3600, rawCount: 3, acceptedCount: 1, medianS: 90 });
  });

  it('starts days at local midnight for a fixed offset', () => {
    // Istanbul (+3): 21:00 UTC is local midnight.
    const rows = rollup([iv(75_000, 1, 100, 100, 100), iv(75_600, 1, 100, 100, 100)], 86400, 10800);
    expect(rows.map((r) => r.start)).toEqual([-10800, 75_600]);
  });

  it('starts days at local midnight across a DST change for an IANA zone', () => {
    const t = (iso: string) => Date.parse(iso) / 1000;
    // Berlin switches to summer time on 2024-03-31: that day starts 23:00Z, the next one 22:00Z.
    const rows = rollup(
      [iv(t('2024-03-31T21:55:00Z'), 1, 100, 100, 100), iv(t('2024-03-31T22:05:00Z'), 1, 100, 100, 100)],
      86400,
      'Europe/Berlin',
    );
    expect(rows.map((r) => r.start)).toEqual([t('2024-03-30T23:00:00Z'), t('2024-03-31T22:00:00Z')]);
  });
});

describe('zoneOffsetS', () => {
  it('reads the zone offset at an instant', () => {
    const t = (iso: string) => Date.parse(iso) / 1000;
    expect(zoneOffsetS(t('2024-01-15T12:00:00Z'), 'Europe/Istanbul')).toBe(10800);
    expect(zoneOffsetS(t('2024-07-15T12:00:00Z'), 'Europe/Istanbul')).toBe(10800);
    expect(zoneOffsetS(t('2024-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(3600);
    expect(zoneOffsetS(t('2024-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(7200);
    expect(zoneOffsetS(t('2024-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });
});
