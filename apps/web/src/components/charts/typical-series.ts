import type { TypicalPoint } from '@roadlens/contract';
import { LOW_CONFIDENCE_COLOR } from './gaps.ts';

const TYPICAL_COLOR = '#1976d2';

/**
 * The typical of each time of the week as a dashed line inside its usual spread (a band stacked from
 * the 25th to the 75th percentile), `conv` turning seconds into what the axis shows. Slots whose
 * previous weeks had no data stay empty instead of being bridged.
 */
export function typicalSeries(points: readonly TypicalPoint[], conv: (s: number | null) => number | null, name: string, bandName: string) {
  const at = (p: TypicalPoint) => p.t * 1000;
  const lowHigh = points.map((p) => {
    const a = conv(p.typical_low_s);
    const b = conv(p.typical_high_s);
    // Speeds invert the order of the percentiles; the band is drawn from the smaller one either way.
    return a === null || b === null ? [null, null] : [Math.min(a, b), Math.abs(b - a)];
  });
  return [
    {
      name: 'typical-band-base',
      type: 'line',
      stack: 'typical-band',
      symbol: 'none',
      lineStyle: { opacity: 0 },
      tooltip: { show: false },
      connectNulls: false,
      data: points.map((p, i) => [at(p), lowHigh[i][0]]),
    },
    {
      name: bandName,
      type: 'line',
      stack: 'typical-band',
      symbol: 'none',
      lineStyle: { opacity: 0 },
      areaStyle: { color: 'rgba(25,118,210,0.15)' },
      itemStyle: { color: 'rgba(25,118,210,0.35)' },
      tooltip: { show: false },
      connectNulls: false,
      data: points.map((p, i) => [at(p), lowHigh[i][1]]),
    },
    {
      name,
      type: 'line',
      symbol: 'none',
      lineStyle: { type: 'dashed', color: TYPICAL_COLOR },
      itemStyle: { color: TYPICAL_COLOR },
      connectNulls: false,
      data: points.map((p) => [at(p), conv(p.typical_s)]),
    },
  ];
}

/** Grey dots over the measured line where a value rests on too few samples; nulls elsewhere. */
export function lowConfidenceSeries(name: string, points: ReadonlyArray<[number, number | null, boolean]>) {
  return {
    name,
    type: 'line',
    lineStyle: { width: 0 },
    symbol: 'circle',
    symbolSize: 6,
    itemStyle: { color: LOW_CONFIDENCE_COLOR },
    connectNulls: false,
    z: 3,
    data: points.map(([x, v, low]) => [x, low ? v : null]),
  };
}
