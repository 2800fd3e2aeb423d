import { describe, expect, it } from 'vitest';
import { buildPasses, PASS_GAP_S } from './passes.ts';
import type { Detection } from './types.ts';

const det = (time: number, rssi: number | null, fingerprint = 'f1', deviceId = 1): Detection => ({
  deviceId,
  fingerprint,
  time,
  rssi,
  signal: 0,
});

describe('buildPasses', () => {
  it('collapses out-of-order detections into one pass with first, last and strongest times', () => {
    const passes = buildPasses([det(200, -70), det(100, -80), det(150, -60)]);
    expect(passes).toEqual([{ deviceId: 1, fingerprint: 'f1', first: 100, last: 200, strongest: 150, strongestRssi: -60, count: 3 }]);
  });

  it('counts a duplicate detection once but keeps its stronger RSSI', () => {
    const passes = buildPasses([det(100, -80), det(150, -70), det(150, -70), det(200, -75), det(200, -50)]);
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ count: 3, strongest: 200, strongestRssi: -50 });
  });

  it('splits when the gap reaches the pass gap (gap < gapS collapses)', () => {
    expect(PASS_GAP_S).toBe(120);
    expect(buildPasses([det(100, -70), det(219, -70)])).toHaveLength(1);
    const split = buildPasses([det(100, -70), det(220, -70)]);
    expect(split.map((p) => [p.first, p.last, p.count])).toEqual([
      [100, 100, 1],
      [220, 220, 1],
    ]);
    // The gap is measured between consecutive detections, so a long trickle stays one pass.
    expect(buildPasses([det(0, -70), det(100, -70), det(200, -70), det(300, -70)])).toHaveLength(1);
    expect(buildPasses([det(0, -70), det(30, -70)], 20)).toHaveLength(2);
  });

  it('falls back to the first time without RSSI and prefers a known RSSI; ties keep the earliest', () => {
    expect(buildPasses([det(100, null), det(130, null)])[0]).toMatchObject({ strongest: 100, strongestRssi: null });
    expect(buildPasses([det(100, null), det(130, -90)])[0]).toMatchObject({ strongest: 130, strongestRssi: -90 });
    expect(buildPasses([det(100, -60), det(130, -60)])[0]).toMatchObject({ strongest: 100 });
  });

  it('keeps devices and fingerprints apart and sorts by first time', () => {
    const passes = buildPasses([det(300, -70, 'b', 1), det(100, -70, 'a', 2), det(110, -70, 'a', 1), det(100, -70, 'c', 1)]);
    expect(passes.map((p) => `${p.deviceId}/${p.fingerprint}@${p.first}`)).toEqual(['1/c@100', '2/a@100', '1/a@110', '1/b@300']);
  });

  it('ignores detections with a broken time and returns [] for no input', () => {
    expect(buildPasses([det(Number.NaN, -70)])).toEqual([]);
    expect(buildPasses([])).toEqual([]);
  });
});
