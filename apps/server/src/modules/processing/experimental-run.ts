import {
  adaptiveFilter,
  aggregateIntervals,
  buildPasses,
  matchPasses,
  PASS_GAP_S,
  type FilterParams,
  type Interval,
} from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';
import {
  deleteIntervalRange,
  deleteModeRange,
  detectionsByDevice,
  insertMatches,
  upsertIntervals,
  type LinkRow,
} from './processing.queries.ts';
import { linkParams } from './link-processing.ts';
import type { TaskParams } from './tasks.queries.ts';

export interface PeriodRun {
  mode: 0 | 1;
  /** Matches arriving in [from, to) (epoch s). */
  from: number;
  to: number;
  filter: Omit<FilterParams, 'maxTravelTimeS'>;
  /** Replace the period's earlier rows of this mode (experimental re-runs); else only add (backfill). */
  replace: boolean;
}

/**
 * One link over a whole period in one pass, from a fresh filter state: detections read back, passes,
 * matches, filter, then the matches written while the intervals are computed (the database works
 * while we do). Returns the intervals written: whole buckets only — one that starts before `from`
 * is not touched, its earlier matches are not part of this run.
 */
export async function runLinkPeriod(db: Queryable, link: LinkRow, r: PeriodRun): Promise<{ matches: number; intervals: Interval[] }> {
  // Departures up to the max travel time before the period can still arrive inside it.
  const margin = link.max_travel_time_s + PASS_GAP_S;
  const detections = await detectionsByDevice(db, [link.origin_device_id, link.destination_device_id], r.from - margin, r.to + margin);
  const matches = matchPasses(
    buildPasses(detections.get(link.origin_device_id)!),
    buildPasses(detections.get(link.destination_device_id)!),
    linkParams(link),
  );
  detections.clear();
  const { samples: all } = adaptiveFilter(
    matches,
    { ...r.filter, maxTravelTimeS: link.max_travel_time_s },
    undefined,
    link.free_flow_s ?? undefined,
  );
  const samples = all.filter((s) => s.arrival >= r.from && s.arrival < r.to);
  const written = (async () => {
    if (r.replace) {
      await deleteModeRange(db, link, r.mode, r.from, r.to);
      await deleteIntervalRange(db, link.id, r.mode, r.from, r.to);
    }
    await insertMatches(db, link.id, r.mode, samples);
  })();
  const intervals = aggregateIntervals(samples, link.length_m).filter((i) => i.start >= r.from);
  await written;
  await upsertIntervals(db, r.mode, intervals);
  return { matches: samples.length, intervals };
}

/**
 * Re-runs one link over [from, to) with other filter parameters into mode 1 (experimental); the
 * period's earlier experimental rows are replaced, live rows untouched.
 */
export async function runExperimental(db: Queryable, link: LinkRow, p: TaskParams): Promise<{ matches: number; intervals: number }> {
  const filter = { sigma: p.sigma, bValue: p.b_value, trendThreshold: p.trend_threshold };
  const r = await runLinkPeriod(db, link, { mode: 1, from: p.from, to: p.to, filter, replace: true });
  return { matches: r.matches, intervals: r.intervals.length };
}
