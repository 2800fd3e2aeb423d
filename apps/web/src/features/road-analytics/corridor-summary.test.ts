import { describe, expect, it } from 'vitest';
import type { RoadAnalyticsSegment } from '@roadlens/contract/road-analytics';
import { corridorSummary } from './corridor-summary.ts';
import { periodOf } from './api/get-road-analytics.ts';

const seg = (p: Partial<RoadAnalyticsSegment>): RoadAnalyticsSegment => ({
  link_id: 1,
  name: 's',
  provider_segment: null,
  length_m: 1000,
  intervals: 1,
  days_with_data: 1,
  avg_travel_time_s: 60,
  avg_speed_kmh: 60,
  free_flow_s: null,
  free_flow_speed_kmh: null,
  congestion_index: null,
  avg_delay_s: null,
  delay_veh_h_per_day: null,
  ...p,
});

describe('corridor summary', () => {
  it('is total length over total time, and total time over total free flow', () => {
    const s = corridorSummary([
      seg({ length_m: 1000, avg_travel_time_s: 90, free_flow_s: 60, delay_veh_h_per_day: 1.5 }),
      seg({ length_m: 2000, avg_travel_time_s: 90, free_flow_s: 90, delay_veh_h_per_day: 0 }),
      seg({ length_m: 500, avg_travel_time_s: 45 }),
    ]);
    expect(s.segments).toBe(3);
    expect(s.avgSpeedKmh).toBeCloseTo((3500 / 225) * 3.6);
    expect(s.congestionIndex).toBeCloseTo(180 / 150);
    expect(s.delayVehHPerDay).toBeCloseTo(1.5);
  });

  it('has no figures without segments', () => {
    expect(corridorSummary([])).toEqual({ segments: 0, avgSpeedKmh: null, congestionIndex: null, delayVehHPerDay: null });
  });

  it('reads the period from the URL, 7 days unless 30', () => {
    expect(periodOf('30')).toBe(30);
    expect(periodOf('7')).toBe(7);
    expect(periodOf('14')).toBe(7);
    expect(periodOf(null)).toBe(7);
  });
});
