import { describe, expect, it } from 'vitest';
import type { IntervalRow } from '@roadlens/contract';
import { weekdayHourGrid } from './weekday-hour.ts';

const row = (iso: string, median_s: number | null): IntervalRow => ({
  start: Date.parse(iso) / 1000,
  raw_count: 1,
  accepted_count: 1,
  median_s,
  mean_s: median_s,
  p85_s: median_s,
  speed_kmh: null,
});

describe('weekdayHourGrid', () => {
  it('averages medians per weekday and hour in the company time zone, skipping empty intervals', () => {
    // 2026-11-23 is a Monday; 06:00Z is 09:00 in Istanbul (UTC+3).
    const cells = weekdayHourGrid(
      [
        row('2026-11-23T06:00:00Z', 100),
        row('2026-11-23T06:05:00Z', 120),
        row('2026-11-23T06:10:00Z', null),
        row('2026-11-29T22:00:00Z', 50),
      ],
      'Europe/Istanbul',
    );
    expect(cells).toContainEqual([9, 0, 110]);
    // Sunday 22:00Z is Monday 01:00 in Istanbul.
    expect(cells).toContainEqual([1, 0, 50]);
    expect(cells).toHaveLength(2);
  });
});
