import type { ReportSource } from '@roadlens/contract/reports';
import { speedIn, type SpeedUnit } from '../../../lib/speed-unit.ts';
import { columnsOf, type Column, type ReportData } from '../report-data.ts';

/** The company's units: every file shows speeds and lengths in them. */
export interface Units {
  speed: SpeedUnit;
  distance: 'km' | 'mi';
}

const M_PER_MILE = 1609.344;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export const speedLabel = (u: Units) => (u.speed === 'mi__hr' ? 'mph' : 'km/h');

/** A column's heading with its unit where the unit is the company's choice. */
export function headingOf(c: Column, u: Units): string {
  if (c.kind === 'speed') return `${c.label} (${speedLabel(u)})`;
  if (c.kind === 'length') return `${c.label} (${u.distance})`;
  if (c.kind === 'share') return `${c.label} (%)`;
  return c.label;
}

/** A stored value in the column's shown unit, rounded as it is read; null stays null (an empty cell). */
export function shownValue(c: Column, v: number | null | undefined, u: Units): number | null {
  if (v === null || v === undefined || !Number.isFinite(v)) return null;
  switch (c.kind) {
    case 'speed':
      return round(speedIn(v, u.speed)!, 1);
    case 'length':
      return round(u.distance === 'mi' ? v / M_PER_MILE : v / 1000, 3);
    case 'seconds':
      return round(v, 1);
    case 'share':
      return round(v * 100, 1);
    case 'count':
      return Math.round(v);
    case 'hours':
      return round(v, 2);
    default:
      return round(v, 3);
  }
}

export interface Table {
  headings: string[];
  rows: Array<Array<string | number | null>>;
}

/** The summary table every format shows: one row per object, its kind and id, then the chosen metrics. */
export function summaryTable(source: ReportSource, metrics: readonly string[], data: ReportData, u: Units): Table {
  const columns = columnsOf(source, metrics);
  return {
    headings: ['Object', 'Kind', 'Id', ...columns.map((c) => headingOf(c, u))],
    rows: data.rows.map((r) => [r.name, r.kind, r.id, ...columns.map((c) => shownValue(c, r.values[c.key], u))]),
  };
}

const SERIES_COLUMNS: Column[] = [
  { key: 'travel_time_s', label: 'Travel time (s)', kind: 'seconds' },
  { key: 'speed_kmh', label: 'Speed', kind: 'speed' },
  { key: 'samples', label: 'Samples', kind: 'count' },
];

/** The series as a long table: one row per object and day (or hour). */
export function seriesTable(data: ReportData, u: Units): Table {
  return {
    headings: ['Object', 'Kind', 'Id', 'Time', ...SERIES_COLUMNS.map((c) => headingOf(c, u))],
    rows: data.rows.flatMap((r, i) =>
      data.buckets.map((b, bi) => {
        const p = data.series[i][bi] as unknown as Record<string, number | null>;
        return [r.name, r.kind, r.id, b, ...SERIES_COLUMNS.map((c) => shownValue(c, p[c.key], u))];
      }),
    ),
  };
}

/** A chart's values in shown units: travel time in seconds, speed in the company's unit, samples as counts. */
export function chartValue(chart: 'travel_time' | 'speed' | 'samples', p: ReportData['series'][number][number], u: Units): number | null {
  if (chart === 'travel_time') return shownValue(SERIES_COLUMNS[0], p.travel_time_s, u);
  if (chart === 'speed') return shownValue(SERIES_COLUMNS[1], p.speed_kmh, u);
  return shownValue(SERIES_COLUMNS[2], p.samples, u);
}
