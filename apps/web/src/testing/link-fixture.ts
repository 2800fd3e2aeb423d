import type { Link } from '@roadlens/contract/links';

/** A link as the contract describes it, with a well-sampled current interval. */
export const testLink = (over: Partial<Link> = {}): Link => ({
  id: 5,
  name: 'Harbour link',
  origin_device_id: null,
  destination_device_id: null,
  provider_segment: null,
  length_m: 1000,
  geometry: null,
  free_flow_s: 60,
  max_travel_time_s: 900,
  match_time: 'first',
  filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
  current: {
    interval_start: '2026-03-02T08:00:00Z',
    travel_time_s: 90,
    speed_kmh: 40,
    count: 12,
    typical_s: 80,
    free_flow_s: 60,
    delay_s: 30,
    unusual_delay_s: 10,
    confidence: 1,
  },
  ...over,
});
