import { describe, expect, it } from 'vitest';
import { isLowConfidence, lineData, withGaps } from './gaps.ts';

describe('withGaps', () => {
  it('puts a null in every missing 5-minute slot and none between neighbours', () => {
    const rows = [{ s: 0 }, { s: 300 }, { s: 1200 }, { s: 1500 }];
    expect(withGaps(rows, (r) => r.s).map((p) => (p.row ? p.t : `gap ${p.t}`))).toEqual([0, 300, 'gap 600', 'gap 900', 1200, 1500]);
  });
  it('leaves an empty or single-row series alone', () => {
    expect(withGaps([], (r: { s: number }) => r.s)).toEqual([]);
    expect(withGaps([{ s: 60 }], (r) => r.s)).toEqual([{ t: 60, row: { s: 60 } }]);
  });
});

describe('isLowConfidence', () => {
  it('marks values on fewer than 3 of 10 samples, or a low confidence given by the server', () => {
    expect([0, 1, 2, 3, 12].map((n) => isLowConfidence(n))).toEqual([true, true, true, false, false]);
    expect(isLowConfidence(50, 0.1)).toBe(true);
  });
});

describe('lineData', () => {
  it('gives a value between two gaps its own dot and leaves the others plain', () => {
    expect(
      lineData([
        [0, 1],
        [1, 2],
        [2, null],
        [3, 4],
        [4, null],
      ]),
    ).toEqual([[0, 1], [1, 2], [2, null], { value: [3, 4], symbol: 'circle', symbolSize: 5 }, [4, null]]);
  });
});
