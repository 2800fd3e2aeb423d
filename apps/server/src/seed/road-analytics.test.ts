import { describe, expect, it } from 'vitest';
import { congestion, providerIntervals, providerSegments, RA_DAYS } from './road-analytics.ts';

// Wednesday 2026-01-14 12:00 UTC (15:00 in Istanbul).
const NOW = Date.UTC(2026, 0, 14, 12, 0) / 1000;

describe('road analytics seed data', () => {
  it('has 15 provider segments with codes and two-point geometry', () => {
    const s = providerSegments();
    expect(s).toHaveLength(15);
    expect(new Set(s.map((x) => x.code)).size).toBe(15);
    for (const x of s) expect(x.geometry).toHaveLength(2);
  });

  it('gives every segment 14 days of 5-minute intervals ending before now, the same on every run', () => {
    const a = providerIntervals(providerSegments(), NOW);
    expect(a).toHaveLength(15 * RA_DAYS * 288);
    expect(Math.max(...a.map((i) => i.start))).toBe(NOW - 300);
    expect(providerIntervals(providerSegments(), NOW)).toEqual(a);
  });

  it('is slowest in weekday peaks and near free flow at night and at weekends', () => {
    expect(congestion(8.25, false, 0.5)).toBeCloseTo(0.5);
    expect(congestion(3, false, 0.5)).toBeLessThan(0.01);
    expect(congestion(8.25, true, 0.5)).toBeLessThan(0.1);
    const seg = providerSegments()[0];
    const iv = providerIntervals([seg], NOW);
    // 08:15 Istanbul = 05:15 UTC on the Wednesday, and 03:00 the same night.
    const at = (h: number, m: number) => iv.find((i) => i.start === Date.UTC(2026, 0, 14, h, m) / 1000)!;
    expect(at(5, 15).speedKmh).toBeLessThan(at(0, 0).speedKmh * 0.85);
    expect(at(0, 0).speedKmh).toBeGreaterThan(seg.freeFlowKmh * 0.9);
  });
});
