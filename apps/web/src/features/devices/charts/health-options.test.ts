import { describe, expect, it } from 'vitest';
import { bucketStarts, detectionsOption, rateOption } from './health-options.ts';

const H = 3600;

describe('detections per interval, stacked by signal', () => {
  it('gives every signal every bucket of the period, zero where it had none, so the stack holds together', () => {
    const from = 1_700_000_000 - (1_700_000_000 % H);
    const rows = [
      { start: from, signal: 0, count: 120 },
      { start: from + H, signal: 1, count: 40 },
      { start: from + 2 * H, signal: 0, count: 90 },
      { start: from + 2 * H, signal: 2, count: 5 },
    ];
    const option = detectionsOption(rows, ['A', 'B', 'C', 'D'], H, { from, to: from + 3 * H }) as {
      series: Array<{ data: [number, number][]; stack: string }>;
    };
    expect(option.series).toHaveLength(4);
    for (const s of option.series) {
      expect(s.stack).toBe('signal');
      expect(s.data.map((d) => d[0])).toEqual([from + H / 2, from + 1.5 * H, from + 2.5 * H].map((t) => t * 1000));
    }
    expect(option.series.map((s) => s.data.map((d) => d[1]))).toEqual([
      [120, 0, 90],
      [0, 40, 0],
      [0, 0, 5],
      [0, 0, 0],
    ]);
  });

  it('counts the buckets of a week of hours', () => {
    expect(bucketStarts(0, 7 * 86400, H)).toHaveLength(168);
  });
});

describe('detection rate', () => {
  it('leaves a gap (null, not bridged) for each hour without a row', () => {
    const rows = [0, 3600, 4 * 3600].map((start) => ({ start, signal: 0, count: 60 }));
    const option = rateOption(rows, 3600, 'Rate') as { series: Array<{ data: unknown[]; connectNulls: boolean }> };
    expect(option.series[0].connectNulls).toBe(false);
    expect(option.series[0].data).toEqual([
      [0, 60],
      [3600_000, 60],
      [7200_000, null],
      [10800_000, null],
      [14400_000, 60],
    ]);
  });
});
