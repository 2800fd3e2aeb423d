import type { ReportObjectKind, ReportSource } from '@roadlens/contract/reports';

/**
 * What a run's files are rendered from, whatever the source: one row of figures per object and
 * one series per object over the period's buckets (days, or hours of a one-day period).
 * Collectors fill it in stored units (seconds, km/h, metres); toUnits() converts it once.
 */

/** How a column's values read: they decide the unit shown and the rounding. */
export type ColumnKind = 'seconds' | 'speed' | 'length' | 'index' | 'share' | 'count' | 'hours';

export interface Column {
  key: string;
  label: string;
  kind: ColumnKind;
}

export interface DataRow {
  kind: ReportObjectKind;
  id: number;
  name: string;
  values: Record<string, number | null>;
}

export interface SeriesPoint {
  travel_time_s: number | null;
  speed_kmh: number | null;
  samples: number | null;
}

export interface ReportData {
  rows: DataRow[];
  /** Bucket labels, local: `YYYY-MM-DD` or `YYYY-MM-DD HH:00`. */
  buckets: string[];
  /** Per row (same order), one point per bucket. */
  series: SeriesPoint[][];
}

const c = (key: string, label: string, kind: ColumnKind): Column => ({ key, label, kind });

/** The columns each metric adds, per source, in table order. Every source's rows also carry `length_m`. */
export const METRIC_COLUMNS: Record<ReportSource, Record<string, Column[]>> = {
  insight: {
    travel_time: [c('tt_mean', 'Travel time, mean (s)', 'seconds'), c('tt_p50', 'Travel time, median (s)', 'seconds')],
    speed: [c('speed_harmonic', 'Speed, harmonic mean', 'speed'), c('speed_p50', 'Speed, median', 'speed')],
    percentiles: [
      c('tt_p5', 'Travel time, 5th pct (s)', 'seconds'),
      c('tt_p15', 'Travel time, 15th pct (s)', 'seconds'),
      c('tt_p85', 'Travel time, 85th pct (s)', 'seconds'),
      c('tt_p95', 'Travel time, 95th pct (s)', 'seconds'),
    ],
    tti: [c('tti', 'TTI', 'index')],
    pti: [c('pti', 'PTI', 'index')],
    buffer_index: [c('buffer_index', 'Buffer index', 'index')],
    lottr: [c('lottr', 'LOTTR', 'index')],
    samples: [c('intervals', 'Intervals', 'count'), c('samples', 'Trips', 'count')],
  },
  traffic_stats: {
    travel_time: [c('tt_mean', 'Travel time, mean (s)', 'seconds')],
    speed: [c('speed_mean', 'Speed, mean', 'speed')],
    free_flow: [c('free_flow_s', 'Free-flow travel time (s)', 'seconds'), c('free_flow_speed', 'Free-flow speed', 'speed')],
    congestion_index: [c('congestion_index', 'Congestion index', 'index')],
    delay: [c('delay_s', 'Delay, mean (s)', 'seconds'), c('delay_veh_h_per_day', 'Delay (vehicle-hours per day)', 'hours')],
    samples: [c('intervals', 'Intervals', 'count'), c('days_with_data', 'Days with data', 'count')],
  },
  route_monitoring: {
    travel_time: [c('tt_mean', 'Travel time, mean (s)', 'seconds'), c('tt_p95', 'Travel time, 95th pct (s)', 'seconds')],
    typical: [c('typical_s', 'Typical travel time (s)', 'seconds'), c('vs_typical', 'Change vs typical', 'share')],
    speed: [c('speed_mean', 'Speed, mean', 'speed')],
    samples: [c('slots', '5-minute slots with data', 'count'), c('samples', 'Trips', 'count')],
  },
  tabular: {
    detections: [c('detections', 'Detections', 'count')],
    travel_time: [c('tt_mean', 'Travel time, mean (s)', 'seconds')],
    speed: [c('speed_mean', 'Speed, mean', 'speed')],
    samples: [c('samples', 'Trips', 'count')],
  },
};

/** The table's columns for a report: the object, its length, then its metrics' columns. */
export function columnsOf(source: ReportSource, metrics: readonly string[]): Column[] {
  const picked = metrics.flatMap((m) => METRIC_COLUMNS[source][m] ?? []);
  return source === 'tabular' ? picked : [c('length_m', 'Length', 'length'), ...picked];
}

/** Space-mean speed of a length over a travel time; null without a time. */
export const kmh = (lengthM: number, s: number | null | undefined) => (s ? (lengthM / s) * 3.6 : null);
