import type { EChartsCoreOption } from 'echarts/core';
import type { DeviceComparison } from '@roadlens/contract/devices';
import { formatInstant } from '../../../lib/format/index.ts';

export interface ComparisonLabels {
  live: string;
  experimental: string;
  expAccepted: string;
  expRejected: string;
  liveAccepted: string;
  liveRejected: string;
  travelTime: string;
  reasons: Record<string, string>;
}

export const COLORS = { live: '#1565c0', experimental: '#ef6c00', accepted: '#2e7d32', rejected: '#d32f2f', liveSample: '#90a4ae' };

type Point = [number, number, string | null];
const INTERVAL_S = 300;

/**
 * Live and experimental on one time axis: the two median travel-time lines over 5-minute intervals,
 * and every experimental sample as a point, accepted green and rejected red (with the reason in the
 * tooltip), so an operator sees what the new parameters would throw away before writing to live.
 * Live samples are there too but start hidden (legend toggles them). Tooltip times are in
 * `timeZone`, the signed-in user's.
 */
export function comparisonOption(c: DeviceComparison, l: ComparisonLabels, timeZone: string): EChartsCoreOption {
  // An interval's median is drawn at the middle of its 5 minutes, among the samples it summarises.
  const line = (rows: DeviceComparison['live']) =>
    rows.map((r) => [(r.start + INTERVAL_S / 2) * 1000, r.median_s === null ? null : Math.round(r.median_s)]);
  // Interval points are drawn while few, so a period of one or two intervals still shows its values.
  const few = (rows: DeviceComparison['live']) => rows.length <= 60;
  const points = (mode: number, accepted: boolean): Point[] =>
    c.samples
      .filter((s) => s.mode === mode && s.accepted === accepted)
      .map((s) => [s.arrival * 1000, Math.round(s.travel_time_s), s.reason]);
  const scatter = (name: string, data: Point[], color: string, symbolSize: number) => ({
    name,
    type: 'scatter',
    data,
    symbolSize,
    itemStyle: { color, opacity: 0.75 },
    large: data.length > 2000,
  });
  return {
    animation: false,
    grid: { left: 56, right: 16, top: 64, bottom: 56 },
    legend: {
      top: 0,
      type: 'scroll',
      selected: { [l.liveAccepted]: false, [l.liveRejected]: false },
    },
    tooltip: {
      trigger: 'item',
      formatter: (p: { seriesName: string; value: Point }) => {
        const [t, v, reason] = p.value;
        const why = reason ? ` — ${l.reasons[reason] ?? reason}` : '';
        return `${p.seriesName}<br/>${formatInstant(t / 1000, timeZone, 'dateTime')}<br/>${l.travelTime}: ${v} s${why}`;
      },
    },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', name: l.travelTime, nameTextStyle: { align: 'left' }, min: 0 },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: [
      scatter(l.expAccepted, points(1, true), COLORS.accepted, 6),
      scatter(l.expRejected, points(1, false), COLORS.rejected, 8),
      scatter(l.liveAccepted, points(0, true), COLORS.liveSample, 5),
      scatter(l.liveRejected, points(0, false), '#6a1b9a', 7),
      {
        name: l.live,
        type: 'line',
        data: line(c.live),
        showSymbol: few(c.live),
        symbolSize: 9,
        connectNulls: false,
        lineStyle: { width: 2.5 },
        itemStyle: { color: COLORS.live },
        z: 5,
      },
      {
        name: l.experimental,
        type: 'line',
        data: line(c.experimental),
        showSymbol: few(c.experimental),
        symbol: 'diamond',
        symbolSize: 11,
        connectNulls: false,
        lineStyle: { width: 2.5, type: 'dashed' },
        itemStyle: { color: COLORS.experimental },
        z: 6,
      },
    ],
  };
}

export interface ModeSummary {
  intervals: number;
  samples: number;
  accepted: number;
  rejected: number;
  /** Median of the accepted samples, seconds. */
  median: number | null;
}

/** Counts per mode for the table under the chart. */
export function summarize(c: DeviceComparison, mode: 0 | 1): ModeSummary {
  const s = c.samples.filter((x) => x.mode === mode);
  const acc = s
    .filter((x) => x.accepted)
    .map((x) => x.travel_time_s)
    .sort((a, b) => a - b);
  const mid = acc.length ? (acc.length % 2 ? acc[(acc.length - 1) / 2] : (acc[acc.length / 2 - 1] + acc[acc.length / 2]) / 2) : null;
  return {
    intervals: (mode === 0 ? c.live : c.experimental).length,
    samples: s.length,
    accepted: acc.length,
    rejected: s.length - acc.length,
    median: mid,
  };
}
