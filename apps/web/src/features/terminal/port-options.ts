import type { EChartsCoreOption } from 'echarts/core';
import type { TerminalHour } from '@roadlens/contract/activities';

/** Arrival against the appointment window: early, on time, late. */
export const TIMING_COLORS = { early: '#1e88e5', on_time: '#43a047', late: '#e53935' } as const;

const mid = (h: TerminalHour) => Date.parse(h.hour) + 1800_000;
const minutes = (s: number | null) => (s === null ? null : Math.round((s / 60) * 10) / 10);

/**
 * Known trucks' visits per hour of gate-in, stacked by arrival against their appointment window
 * (left axis), with their mean turn time — gate-in to gate-out — in minutes (right axis).
 */
export function turnTimeOption(
  hours: TerminalHour[],
  l: { early: string; onTime: string; late: string; turnTime: string; visits: string; minutes: string },
): EChartsCoreOption {
  const bars = (key: 'early' | 'on_time' | 'late', name: string) => ({
    name,
    type: 'bar',
    stack: 'timing',
    data: hours.map((h) => [mid(h), h[key]]),
    barMaxWidth: 22,
    itemStyle: { color: TIMING_COLORS[key] },
  });
  return {
    animation: false,
    grid: { left: 40, right: 48, top: 40, bottom: 28, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: [
      { type: 'value', name: l.visits, minInterval: 1 },
      { type: 'value', name: l.minutes, splitLine: { show: false } },
    ],
    series: [
      bars('early', l.early),
      bars('on_time', l.onTime),
      bars('late', l.late),
      {
        name: l.turnTime,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: false,
        data: hours.map((h) => [mid(h), minutes(h.turn_time_s)]),
        itemStyle: { color: '#6a1b9a' },
      },
    ],
  };
}

/** Every truck's mean wait in the gate queue per hour (minutes, left) and the trucks through the gate (right). */
export function gateWaitOption(hours: TerminalHour[], l: { gateWait: string; trucks: string; minutes: string }): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 40, right: 48, top: 40, bottom: 28, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: [
      { type: 'value', name: l.minutes },
      { type: 'value', name: l.trucks, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: l.trucks,
        type: 'bar',
        yAxisIndex: 1,
        data: hours.map((h) => [mid(h), h.trucks]),
        barMaxWidth: 22,
        itemStyle: { color: '#b0bec5' },
      },
      {
        name: l.gateWait,
        type: 'line',
        data: hours.map((h) => [mid(h), minutes(h.gate_wait_s)]),
        areaStyle: { opacity: 0.15 },
        itemStyle: { color: '#ef6c00' },
      },
    ],
  };
}

/** The day's summary: mean gate wait over every truck, mean turn time and share on time over the known trucks' visits. */
export function daySummary(hours: TerminalHour[]) {
  let trucks = 0;
  let waitSum = 0;
  let visits = 0;
  let turnSum = 0;
  let onTime = 0;
  let booked = 0;
  for (const h of hours) {
    if (h.gate_wait_s !== null) {
      trucks += h.trucks;
      waitSum += h.gate_wait_s * h.trucks;
    }
    if (h.turn_time_s !== null) {
      visits += h.visits;
      turnSum += h.turn_time_s * h.visits;
    }
    onTime += h.on_time;
    booked += h.early + h.on_time + h.late;
  }
  return {
    trucks,
    gateWaitS: trucks ? waitSum / trucks : null,
    visits,
    turnTimeS: visits ? turnSum / visits : null,
    onTimeShare: booked ? onTime / booked : null,
  };
}
