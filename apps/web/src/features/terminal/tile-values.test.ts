import { describe, expect, it } from 'vitest';
import type { LinkCurrent } from './tile-values.ts';
import { formatTravelTime, latestInterval, tileColor, trendOf } from './tile-values.ts';

const cur = (p: Partial<LinkCurrent>): LinkCurrent => ({
  interval_start: null,
  travel_time_s: null,
  speed_kmh: null,
  count: 0,
  typical_s: null,
  free_flow_s: null,
  delay_s: null,
  unusual_delay_s: null,
  confidence: 0,
  ...p,
});
const BANDS = [
  { upto: 20, color: 'red' },
  { upto: null, color: 'green' },
  { upto: 40, color: 'orange' },
];

describe('terminal tile values', () => {
  it('formats travel times as m:ss and h:mm:ss', () => {
    expect(formatTravelTime(65.4)).toBe('1:05');
    expect(formatTravelTime(3725)).toBe('1:02:05');
    expect(formatTravelTime(null)).toBe('');
  });

  it('compares with the typical time, 10% either way', () => {
    expect(trendOf(cur({ travel_time_s: 120, typical_s: 100 }))).toBe('slower');
    expect(trendOf(cur({ travel_time_s: 80, typical_s: 100 }))).toBe('faster');
    expect(trendOf(cur({ travel_time_s: 105, typical_s: 100 }))).toBe('usual');
    expect(trendOf(cur({ travel_time_s: 105 }))).toBeNull();
  });

  it('colours by the company band of the speed in its unit', () => {
    expect(tileColor(cur({ speed_kmh: 35 }), 'km__hr', BANDS)).toBe('orange');
    // 35 km/h is 21.7 mph: the band is chosen in mph.
    expect(tileColor(cur({ speed_kmh: 35 }), 'mi__hr', BANDS)).toBe('orange');
    expect(tileColor(cur({ speed_kmh: 30 }), 'mi__hr', BANDS)).toBe('red');
    expect(tileColor(cur({}), 'km__hr', BANDS)).toBe('#9e9e9e');
  });

  it('finds the newest interval', () => {
    expect(
      latestInterval([
        { current: cur({ interval_start: '2026-01-01T10:00:00.000Z' }) },
        { current: cur({ interval_start: '2026-01-01T10:05:00.000Z' }) },
        {},
      ]),
    ).toBe('2026-01-01T10:05:00.000Z');
    expect(latestInterval([])).toBeNull();
  });
});
