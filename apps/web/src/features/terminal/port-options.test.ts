import { describe, expect, it } from 'vitest';
import type { TerminalHour } from '@roadlens/contract/activities';
import { daySummary, gateWaitOption, turnTimeOption } from './port-options.ts';

const hour = (h: number, over: Partial<TerminalHour> = {}): TerminalHour => ({
  hour: new Date(Date.UTC(2025, 10, 23, h)).toISOString(),
  trucks: 0,
  gate_wait_s: null,
  visits: 0,
  turn_time_s: null,
  early: 0,
  on_time: 0,
  late: 0,
  ...over,
});
const hours = [
  hour(8, { trucks: 3, gate_wait_s: 600, visits: 1, turn_time_s: 2400, on_time: 1 }),
  hour(9),
  hour(10, { trucks: 1, gate_wait_s: 1200, visits: 3, turn_time_s: 3600, early: 1, on_time: 1, late: 1 }),
];

describe('port panels', () => {
  it("weighs the day's figures by trucks and visits", () => {
    expect(daySummary(hours)).toEqual({ trucks: 4, gateWaitS: 750, visits: 4, turnTimeS: 3300, onTimeShare: 0.5 });
    expect(daySummary([hour(1)])).toEqual({ trucks: 0, gateWaitS: null, visits: 0, turnTimeS: null, onTimeShare: null });
  });

  it('charts every hour at its middle, in minutes, with gaps where no truck passed', () => {
    const l = { early: 'E', onTime: 'O', late: 'L', turnTime: 'T', visits: 'V', minutes: 'min', gateWait: 'W', trucks: 'N' };
    const turn = turnTimeOption(hours, l) as { series: Array<{ name: string; data: Array<[number, number | null]> }> };
    expect(turn.series.map((s) => s.name)).toEqual(['E', 'O', 'L', 'T']);
    expect(turn.series[3].data).toEqual([
      [Date.UTC(2025, 10, 23, 8, 30), 40],
      [Date.UTC(2025, 10, 23, 9, 30), null],
      [Date.UTC(2025, 10, 23, 10, 30), 60],
    ]);
    const wait = gateWaitOption(hours, l) as { series: Array<{ data: Array<[number, number | null]> }> };
    expect(wait.series[1].data.map((d) => d[1])).toEqual([10, null, 20]);
  });
});
