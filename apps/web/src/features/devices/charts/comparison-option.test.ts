import { describe, expect, it } from 'vitest';
import type { DeviceComparison } from '@roadlens/contract/devices';
import { comparisonOption, summarize } from './comparison-option.ts';

const c: DeviceComparison = {
  links: [{ id: 1, name: 'A' }],
  link_id: 1,
  live: [{ start: 1000, raw_count: 3, accepted_count: 3, median_s: 100, speed_kmh: 36 }],
  experimental: [{ start: 1000, raw_count: 3, accepted_count: 2, median_s: 99.6, speed_kmh: 36 }],
  samples: [
    { mode: 0, arrival: 1010, travel_time_s: 100, accepted: true, reason: null },
    { mode: 0, arrival: 1020, travel_time_s: 125, accepted: true, reason: null },
    { mode: 1, arrival: 1010, travel_time_s: 100, accepted: true, reason: null },
    { mode: 1, arrival: 1015, travel_time_s: 98, accepted: true, reason: null },
    { mode: 1, arrival: 1020, travel_time_s: 125, accepted: false, reason: 'above_window' },
  ],
  samples_truncated: false,
};
const labels = {
  live: 'Live',
  experimental: 'Exp',
  expAccepted: 'EA',
  expRejected: 'ER',
  liveAccepted: 'LA',
  liveRejected: 'LR',
  travelTime: 'TT',
  reasons: { above_window: 'Too slow' },
};

describe('live vs experimental chart', () => {
  it('draws both lines and the experimental samples split by verdict on one time axis', () => {
    const o = comparisonOption(c, labels, 'UTC') as { series: { name: string; type: string; data: unknown[] }[] };
    const by = Object.fromEntries(o.series.map((s) => [s.name, s]));
    expect(by.Live.type).toBe('line');
    expect(by.Live.data).toEqual([[1_150_000, 100]]);
    expect(by.Exp.data).toEqual([[1_150_000, 100]]);
    expect(by.EA.data).toEqual([
      [1_010_000, 100, null],
      [1_015_000, 98, null],
    ]);
    expect(by.ER.data).toEqual([[1_020_000, 125, 'above_window']]);
    expect(by.LR.data).toEqual([]);
  });

  it('explains a rejected sample in the tooltip', () => {
    const o = comparisonOption(c, labels, 'UTC') as { tooltip: { formatter: (p: unknown) => string } };
    expect(o.tooltip.formatter({ seriesName: 'ER', value: [1_020_000, 125, 'above_window'] })).toContain('Too slow');
  });

  it('times the tooltip in the given time zone with the display date format', () => {
    const tip = (tz: string) =>
      (comparisonOption(c, labels, tz) as { tooltip: { formatter: (p: unknown) => string } }).tooltip.formatter({
        seriesName: 'EA',
        value: [1_020_000, 125, null],
      });
    expect(tip('UTC')).toContain('1970-01-01, 00:17:00');
    expect(tip('Asia/Tokyo')).toContain('1970-01-01, 09:17:00');
  });

  it('summarizes each mode', () => {
    expect(summarize(c, 0)).toEqual({ intervals: 1, samples: 2, accepted: 2, rejected: 0, median: 112.5 });
    expect(summarize(c, 1)).toEqual({ intervals: 1, samples: 3, accepted: 2, rejected: 1, median: 99 });
  });
});
