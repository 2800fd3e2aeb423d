import { describe, expect, it } from 'vitest';
import { stepSizer } from './step-sizer.ts';

describe('stepSizer', () => {
  it('sizes the next step to what the last rate does in the target', () => {
    const s = stepSizer({ first: 2000, least: 500, most: 50_000, targetMs: 250 });
    s.took(2000, 400); // 5 rows/ms: 1,250 rows in 250 ms
    expect(s.size).toBe(1250);
    s.took(1250, 200); // 6.25 rows/ms: 1,562.5
    expect(s.size).toBe(1563);
  });

  it('changes by at most half or twice a step, and stays within its bounds', () => {
    const s = stepSizer({ first: 2000, least: 500, most: 5000, targetMs: 250 });
    s.took(2000, 5000); // would be 100 rows
    expect(s.size).toBe(1000);
    s.took(1000, 5000);
    expect(s.size).toBe(500);
    s.took(500, 5000);
    expect(s.size).toBe(500);
    s.took(500, 1); // would be 125,000 rows
    expect(s.size).toBe(1000);
    for (let i = 0; i < 5; i++) s.took(s.size, 1);
    expect(s.size).toBe(5000);
  });

  it('ignores a step that did nothing', () => {
    const s = stepSizer({ first: 2000, least: 500, most: 50_000 });
    s.took(0, 900);
    expect(s.size).toBe(2000);
  });
});
