import { describe, expect, it } from 'vitest';
import type { Link } from '@roadlens/contract';
import { applyValuesAt } from './link-values-at.ts';

const link = (id: number): Link => ({
  id,
  name: `L${id}`,
  origin_device_id: 1,
  destination_device_id: 2,
  provider_segment: null,
  length_m: 1000,
  geometry: null,
  free_flow_s: null,
  max_travel_time_s: 1800,
  match_time: 'first',
  filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
  current: {
    interval_start: '2026-01-01T12:00:00.000Z',
    travel_time_s: 90,
    speed_kmh: 40,
    count: 7,
    typical_s: 80,
    free_flow_s: 60,
    delay_s: 30,
    unusual_delay_s: 10,
    confidence: 0.7,
  },
});

describe('applyValuesAt', () => {
  it('shows each link as it was at the replayed interval, greying links without one', () => {
    const at = {
      interval_start: '2026-01-01T08:00:00.000Z',
      results: [{ link_id: 1, interval_start: '2026-01-01T08:00:00.000Z', travel_time_s: 120, speed_kmh: 30, count: 4 }],
    };
    const [a, b] = applyValuesAt([link(1), link(2)], at);
    expect(a.current).toEqual({
      interval_start: at.interval_start,
      travel_time_s: 120,
      speed_kmh: 30,
      count: 4,
      typical_s: 80,
      free_flow_s: 60,
      delay_s: 60,
      unusual_delay_s: 40,
      confidence: 0.4,
    });
    expect(b.current).toMatchObject({
      interval_start: null,
      travel_time_s: null,
      speed_kmh: null,
      count: 0,
      delay_s: null,
      unusual_delay_s: null,
      confidence: 0,
    });
  });
});
