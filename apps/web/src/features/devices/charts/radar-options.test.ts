import { describe, expect, it } from 'vitest';
import { radarOption } from './radar-options.ts';

const H = 3600;
const from = 1_700_000_000 - (1_700_000_000 % H);
const rows = [
  { start: from, lane: 1, count: 40, speed_kmh: 55, occupancy: 15 },
  { start: from, lane: 2, count: 5, speed_kmh: null, occupancy: 4 },
  { start: from + 2 * H, lane: 1, count: 7, speed_kmh: 80, occupancy: 6 },
];
const labels = { lane: (l: number | null) => `Lane ${l}`, unit: 'x' };
type Out = { series: Array<{ name: string; type: string; stack?: string; data: [number, number | null][] }> };

describe('radar charts per lane', () => {
  it('stacks vehicles per lane with every bucket present', () => {
    const o = radarOption(rows, 'count', H, { from, to: from + 3 * H }, labels) as Out;
    expect(o.series.map((s) => [s.name, s.type, s.stack])).toEqual([
      ['Lane 1', 'bar', 'lanes'],
      ['Lane 2', 'bar', 'lanes'],
    ]);
    expect(o.series.map((s) => s.data.map((d) => d[1]))).toEqual([
      [40, 0, 7],
      [5, 0, 0],
    ]);
  });

  it('draws speed per lane as lines with gaps, in the shown unit', () => {
    const o = radarOption(rows, 'speed_kmh', H, { from, to: from + 3 * H }, labels, (kmh) => kmh / 1.609344) as Out;
    expect(o.series.map((s) => s.type)).toEqual(['line', 'line']);
    expect(o.series[0].data.map((d) => d[1])).toEqual([34.2, null, 49.7]);
    expect(o.series[1].data.map((d) => d[1])).toEqual([null, null, null]);
  });
});
