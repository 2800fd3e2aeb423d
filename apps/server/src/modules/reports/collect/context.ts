import type { ReportObjectKind } from '@roadlens/contract/reports';
import type { Queryable } from '../../../db/index.ts';
import type { ReportData } from '../report-data.ts';
import { addDays, zonedToUtc } from '../zoned-time.ts';

/** One step of a period's series: a local day, or a local hour of a one-day period. */
export interface Bucket {
  label: string;
  /** Local wall time `YYYY-MM-DD HH:MM` (start included, end excluded). */
  from: string;
  to: string;
  fromUtc: Date;
  toUtc: Date;
}

export interface CollectContext {
  db: Queryable;
  companyId: number;
  objects: Array<{ kind: ReportObjectKind; id: number; name: string }>;
  period: { from: string; to: string };
  timeZone: string;
  buckets: Bucket[];
  /** Reports how far collecting got (0..1); throws when the run is no longer this process's. */
  step(fraction: number): Promise<void>;
}

export type Collector = (ctx: CollectContext) => Promise<ReportData>;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Days of the period, or the 24 hours of a one-day period, with their UTC bounds in the zone. */
export function bucketsOf(period: { from: string; to: string }, tz: string): Bucket[] {
  const out: Bucket[] = [];
  const push = (label: string, from: [string, string], to: [string, string]) =>
    out.push({
      label,
      from: from.join(' '),
      to: to.join(' '),
      fromUtc: zonedToUtc(from[0], from[1], tz),
      toUtc: zonedToUtc(to[0], to[1], tz),
    });
  if (period.from === period.to) {
    for (let h = 0; h < 24; h++)
      push(`${period.from} ${hh(h)}`, [period.from, hh(h)], h === 23 ? [addDays(period.from, 1), '00:00'] : [period.from, hh(h + 1)]);
    return out;
  }
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) push(d, [d, '00:00'], [addDays(d, 1), '00:00']);
  return out;
}

/** Groups consecutive buckets into chunks of at most `size`, for sources read a chunk at a time. */
export function chunks<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}
