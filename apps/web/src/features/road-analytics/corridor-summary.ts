import type { RoadAnalyticsSegment } from '@roadlens/contract/road-analytics';

export interface CorridorSummary {
  segments: number;
  /** Total length over total mean travel time: the speed of driving every segment once. */
  avgSpeedKmh: number | null;
  /** Total mean travel time over total free-flow time, over the segments that have a free flow. */
  congestionIndex: number | null;
  delayVehHPerDay: number | null;
}

export function corridorSummary(segments: RoadAnalyticsSegment[]): CorridorSummary {
  const length = segments.reduce((a, s) => a + s.length_m, 0);
  const tt = segments.reduce((a, s) => a + s.avg_travel_time_s, 0);
  const withFf = segments.filter((s) => s.free_flow_s);
  const ff = withFf.reduce((a, s) => a + s.free_flow_s!, 0);
  const delays = segments.map((s) => s.delay_veh_h_per_day).filter((d): d is number => d !== null);
  return {
    segments: segments.length,
    avgSpeedKmh: tt > 0 ? (length / tt) * 3.6 : null,
    congestionIndex: ff > 0 ? withFf.reduce((a, s) => a + s.avg_travel_time_s, 0) / ff : null,
    delayVehHPerDay: delays.length ? delays.reduce((a, d) => a + d, 0) : null,
  };
}
