import { describe, expect, it } from 'vitest';
import { localeValueAxes, oneLineLegends, zonedTimeAxes } from './time-axes.ts';
import { axisTimeLabel, formatInstant } from '../../lib/format/date.ts';

describe('chart time axes in the profile zone', () => {
  it('labels time axes on the zone clock and leaves other axes alone', () => {
    const at = Date.UTC(2024, 4, 1, 21, 0, 0);
    const out = zonedTimeAxes(
      { xAxis: [{ type: 'time' }, { type: 'category', data: ['a'] }] },
      (ms) => axisTimeLabel(ms, 'Europe/Istanbul'),
      (ms) => formatInstant(ms / 1000, 'Europe/Istanbul', 'dateTime'),
    ) as {
      xAxis: Array<{
        axisLabel?: { formatter: (v: number) => string };
        axisPointer?: { label: { formatter: (p: { value: number }) => string } };
      }>;
    };
    expect(out.xAxis[0].axisLabel!.formatter(at)).toBe('05-02');
    expect(out.xAxis[0].axisPointer!.label.formatter({ value: at })).toBe('2024-05-02, 00:00:00');
    expect(out.xAxis[1].axisLabel).toBeUndefined();
  });

  it('puts the ticks on the zone clock over the data extent', () => {
    const at = Date.UTC(2024, 4, 1, 21, 0, 0);
    const out = zonedTimeAxes(
      {
        xAxis: { type: 'time' },
        series: [
          {
            data: [
              [at, 1],
              [at + 86_400_000, 2],
            ],
          },
        ],
      },
      (ms) => String(ms),
      (ms) => String(ms),
      (min, max) => [min, max],
    ) as { xAxis: { axisLabel: { customValues: number[] }; axisTick: { customValues: number[] } } };
    expect(out.xAxis.axisLabel.customValues).toEqual([at, at + 86_400_000]);
    expect(out.xAxis.axisTick.customValues).toEqual([at, at + 86_400_000]);
  });
});

describe('chart legends on narrow screens', () => {
  it('scroll on one line unless the chart chose a legend type', () => {
    expect(oneLineLegends({ legend: { top: 0 } })).toEqual({ legend: { top: 0, type: 'scroll' } });
    expect(oneLineLegends({ legend: { type: 'plain' } })).toEqual({ legend: { type: 'plain' } });
    expect(oneLineLegends({ series: [] })).toEqual({ series: [] });
  });
});

describe('chart value axes', () => {
  it('write numbers with the language separators', () => {
    const out = localeValueAxes({ yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value} V' } }] }, (v) =>
      new Intl.NumberFormat('tr').format(v),
    ) as {
      yAxis: Array<{ axisLabel: { formatter: unknown } }>;
    };
    expect((out.yAxis[0].axisLabel.formatter as (v: number) => string)(10.5)).toBe('10,5');
    expect(out.yAxis[1].axisLabel.formatter).toBe('{value} V');
  });
});
