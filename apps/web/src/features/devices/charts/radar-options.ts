import type { EChartsCoreOption } from 'echarts/core';
import type { RadarCountRow } from '@roadlens/contract/devices';
import { bucketStarts } from './health-options.ts';

const LANE_COLORS = ['#1565c0', '#00897b', '#ef6c00', '#6a1b9a', '#c62828', '#5d4037'];

export type RadarMetric = 'count' | 'speed_kmh' | 'occupancy';

/** The lanes present in the rows, in order (rows without a lane last). */
export const lanesOf = (rows: RadarCountRow[]) =>
  [...new Set(rows.map((r) => r.lane))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));

/**
 * One radar figure per interval and lane: vehicles as stacked bars (every lane holds every bucket,
 * zero where it counted none, so the stack stays whole), speed and occupancy as one line per lane
 * with gaps where the lane reported nothing. `value` turns a row's figure into the shown unit.
 */
export function radarOption(
  rows: RadarCountRow[],
  metric: RadarMetric,
  intervalS: number,
  period: { from: number; to: number },
  l: { lane: (lane: number | null) => string; unit: string },
  value: (v: number) => number = (v) => v,
): EChartsCoreOption {
  const starts = bucketStarts(period.from, period.to, intervalS);
  const lanes = lanesOf(rows);
  const at = new Map(rows.map((r) => [`${r.lane}:${r.start}`, r]));
  const bars = metric === 'count';
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 40, bottom: 32, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', ...(bars ? { axisPointer: { type: 'shadow' } } : {}) },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', name: l.unit, ...(bars ? { minInterval: 1 } : { scale: true }) },
    series: lanes.map((lane, i) => ({
      name: l.lane(lane),
      type: bars ? 'bar' : 'line',
      ...(bars ? { stack: 'lanes', barMaxWidth: 24 } : { connectNulls: false, showSymbol: starts.length < 40 }),
      data: starts.map((start) => {
        const v = at.get(`${lane}:${start}`)?.[metric];
        return [(start + intervalS / 2) * 1000, v === undefined || v === null ? (bars ? 0 : null) : Math.round(value(v) * 10) / 10];
      }),
      itemStyle: { color: LANE_COLORS[i % LANE_COLORS.length] },
    })),
  };
}
