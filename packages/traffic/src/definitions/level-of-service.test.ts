import { describe, expect, it } from 'vitest';
import { levelOfService } from './level-of-service.ts';

describe('levelOfService', () => {
  it('puts each band boundary in the lower band and the next hundredth in the higher one', () => {
    const cases: [number, string][] = [
      [0, 'A'],
      [10, 'A'],
      [10.01, 'B'],
      [20, 'B'],
      [20.01, 'C'],
      [35, 'C'],
      [35.01, 'D'],
      [55, 'D'],
      [55.01, 'E'],
      [80, 'E'],
      [80.01, 'F'],
      [600, 'F'],
    ];
    for (const [delay, los] of cases) expect(levelOfService(delay), String(delay)).toBe(los);
  });

  it('has no level without a delay', () => {
    expect(levelOfService(null)).toBeNull();
    expect(levelOfService(undefined)).toBeNull();
    expect(levelOfService(Number.NaN)).toBeNull();
  });
});
