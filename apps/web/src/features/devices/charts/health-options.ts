import type { EChartsCoreOption } from 'echarts/core';
import type { LogRow } from '@roadlens/contract/data';
import type { DetectionCountRow } from '@roadlens/contract/devices';
import { withGaps } from '../../../components/charts/gaps.ts';

/** Signal colours: BT Discovery, BT LE, Wifi, BT Connected. */
const SIGNAL_COLORS = ['#1565c0', '#00897b', '#ef6c00', '#6a1b9a'];

/** Every bucket start (epoch s) of [from, to), whole intervals. */
export function bucketStarts(from: number, to: number, intervalS: number): number[] {
  const out: number[] = [];
  for (let t = Math.floor(from / intervalS) * intervalS; t < to; t += intervalS) out.push(t);
  return out;
}

/**
 * Detections per interval, stacked by signal type (0 BT Discovery … 3 BT Connected). ECharts stacks
 * by position in the data, so every series holds every bucket of the period — zero where a signal
 * had none — or the stack would break into floating pieces.
 */
export function detectionsOption(
  rows: DetectionCountRow[],
  signalNames: string[],
  intervalS: number,
  period: { from: number; to: number },
): EChartsCoreOption {
  const starts = bucketStarts(period.from, period.to, intervalS);
  const count = new Map(rows.map((r) => [`${r.signal}:${r.start}`, r.count]));
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 40, bottom: 32, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', minInterval: 1 },
    series: signalNames.map((name, signal) => ({
      name,
      type: 'bar',
      stack: 'signal',
      // Bars sit in the middle of their interval on the time axis.
      data: starts.map((start) => [(start + intervalS / 2) * 1000, count.get(`${signal}:${start}`) ?? 0]),
      barMaxWidth: 24,
      barCategoryGap: '10%',
      itemStyle: { color: SIGNAL_COLORS[signal % 4] },
    })),
  };
}

/**
 * Detection rate: all signals' detections per hour over the period (daily buckets divided by 24).
 * Buckets without a row break the line rather than being bridged by a straight one: the sensor may
 * have been silent then, and a line across would invent a rate nobody measured.
 */
export function rateOption(rows: DetectionCountRow[], intervalS: number, label: string): EChartsCoreOption {
  const perStart = new Map<number, number>();
  for (const r of rows) perStart.set(r.start, (perStart.get(r.start) ?? 0) + r.count);
  const hours = intervalS / 3600;
  const sorted = [...perStart].sort((a, b) => a[0] - b[0]);
  const data = withGaps(sorted, ([start]) => start, intervalS).map(({ t, row }) => [
    t * 1000,
    row === null ? null : Math.round((row[1] / hours) * 10) / 10,
  ]);
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value' },
    series: [
      {
        name: label,
        type: 'line',
        showSymbol: data.length < 40,
        connectNulls: false,
        data,
        areaStyle: { opacity: 0.15 },
        itemStyle: { color: '#1565c0' },
      },
    ],
  };
}

/** Voltage (left axis) and temperature (right axis) from the heartbeat log lines that carry them. */
export function healthOption(logs: LogRow[], l: { voltage: string; temperature: string }): EChartsCoreOption {
  const v = logs.filter((r) => r.voltage !== null).map((r) => [Date.parse(r.timestamp), r.voltage]);
  const t = logs.filter((r) => r.temperature !== null).map((r) => [Date.parse(r.timestamp), r.temperature]);
  return {
    animation: false,
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: [
      { type: 'value', name: 'V', scale: true },
      { type: 'value', name: '°C', scale: true, splitLine: { show: false } },
    ],
    series: [
      { name: l.voltage, type: 'line', yAxisIndex: 0, showSymbol: v.length < 3, data: v, itemStyle: { color: '#f9a825' } },
      { name: l.temperature, type: 'line', yAxisIndex: 1, showSymbol: t.length < 3, data: t, itemStyle: { color: '#c62828' } },
    ],
  };
}
