import { describe, expect, it } from 'vitest';
import { sparkPaths } from './sparkline.tsx';

describe('sparkPaths', () => {
  it('scales the points into the box, highest value at the top', () => {
    const [d] = sparkPaths(
      [
        { t: 0, v: 10 },
        { t: 50, v: 20 },
        { t: 100, v: 0 },
      ],
      104,
      24,
      2,
    );
    expect(d).toBe('M2.0,12.0L52.0,2.0L102.0,22.0');
  });
  it('keeps small noise small: the scale spans at least 20 % of the level', () => {
    const [d] = sparkPaths(
      [
        { t: 0, v: 100 },
        { t: 1, v: 102 },
      ],
      10,
      104,
      2,
    );
    const ys = d
      .split(/[ML]/)
      .filter(Boolean)
      .map((p) => Number(p.split(',')[1]));
    expect(Math.abs(ys[0] - ys[1])).toBeLessThan(15);
  });
  it('breaks the line at gaps and draws nothing without values', () => {
    expect(
      sparkPaths(
        [
          { t: 0, v: 1 },
          { t: 1, v: null },
          { t: 2, v: 3 },
          { t: 3, v: 4 },
        ],
        10,
        10,
      ),
    ).toHaveLength(2);
    expect(sparkPaths([{ t: 0, v: null }], 10, 10)).toEqual([]);
  });
  it('centres a single point', () => {
    expect(sparkPaths([{ t: 5, v: 7 }], 40, 20)).toEqual(['M20.0,10.0']);
  });
});
