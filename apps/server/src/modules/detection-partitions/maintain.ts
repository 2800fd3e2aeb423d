import type { Db } from '../../db/index.ts';
import { createWeekPartition, dropWeekPartition, isLockTimeout, weekPartitions, weeksInDefault } from './partitions.queries.ts';
import { companyRetentions, deleteOldBatch } from './retention.queries.ts';
import { DAY_MS, partitionName, WEEK_MS, weeksBetween, weekStart } from './weeks.ts';

export interface MaintenanceOptions {
  /** The moment retention is counted back from (epoch ms); tests move it. */
  now?: number;
  /** Partitions exist at least this far ahead of now, so live ingest never lands in the default. */
  aheadDays?: number;
  /** Rows per retention delete: each batch is its own short transaction. */
  batchRows?: number;
  /** Batches per run: a large backlog (a company that just shortened its retention) spreads over runs. */
  maxBatches?: number;
}

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
  deleted: number;
  /** Partition changes given up because a lock did not come in time (tried again next run). */
  postponed: string[];
  /** Retention stopped at its budget or at another process's lock with rows possibly left. */
  unfinished: boolean;
}

const DEFAULTS = { aheadDays: 14, batchRows: 5_000, maxBatches: 200 };
/** Recent weeks always get a partition: history uploaded late is common (gateways offline, a fresh install's backfill). */
const RECENT_DAYS = 28;

/** Runs one partition change, turning a lock timeout into "postponed" instead of a failed run. */
async function attempt(change: () => Promise<boolean>, name: string, done: string[], postponed: string[]): Promise<void> {
  try {
    if (await change()) done.push(name);
  } catch (err) {
    if (!isLockTimeout(err)) throw err;
    postponed.push(name);
  }
}

/**
 * Creates the partitions of the recent weeks (up to `RECENT_DAYS` back, within the longest
 * retention) through `aheadDays` ahead, so live ingest, late gateway uploads and a fresh install's
 * history all land in weekly partitions, and of any older week within the longest retention that
 * has rows waiting in the default partition. Answers the partitions made or postponed.
 */
export async function ensurePartitions(
  db: Db,
  now: number,
  longestDays: number | null,
  aheadDays = DEFAULTS.aheadDays,
): Promise<Pick<MaintenanceResult, 'created' | 'postponed'>> {
  const out = { created: [] as string[], postponed: [] as string[] };
  const have = await weekPartitions(db);
  const back = Math.min(longestDays ?? 0, RECENT_DAYS) * DAY_MS;
  const wanted = new Set(weeksBetween(now - back, now + aheadDays * DAY_MS));
  if (longestDays !== null) {
    for (const w of await weeksInDefault(db, weekStart(now - longestDays * DAY_MS), weekStart(now - back))) wanted.add(w);
  }
  for (const w of [...wanted].sort((a, b) => a - b)) {
    if (!have.has(w)) await attempt(() => createWeekPartition(db, w), partitionName(w), out.created, out.postponed);
  }
  return out;
}

/**
 * One maintenance pass over the detections table:
 * 1. creates the partitions ensurePartitions wants;
 * 2. drops every week that ended before the longest retention of any company: nobody keeps it;
 * 3. deletes, in batches, the rows of each company with a shorter retention that are older than
 *    its own, and every company's expired rows in the default partition (it is never dropped).
 * A company with the longest retention thus keeps its rows until their week is dropped: at most a
 * week past its retention. Intervals, matches and everything else derived from detections stay.
 */
export async function maintainDetections(db: Db, options: MaintenanceOptions = {}): Promise<MaintenanceResult> {
  const { aheadDays, batchRows, maxBatches } = { ...DEFAULTS, ...options };
  const now = options.now ?? Date.now();
  const companies = await companyRetentions(db);
  const longest = companies.length ? Math.max(...companies.map((c) => c.days)) : null;
  const result: MaintenanceResult = {
    ...(await ensurePartitions(db, now, longest, aheadDays)),
    dropped: [],
    deleted: 0,
    unfinished: false,
  };
  if (longest === null) return result;

  const keepFrom = now - longest * DAY_MS;
  const have = await weekPartitions(db);
  for (const w of [...have.keys()].sort((a, b) => a - b)) {
    if (w + WEEK_MS <= keepFrom) await attempt(() => dropWeekPartition(db, w), partitionName(w), result.dropped, result.postponed);
  }

  let budget = maxBatches;
  for (const c of companies) {
    if (c.deviceIds.length === 0) continue;
    const before = now - c.days * DAY_MS;
    for (;;) {
      if (budget === 0) return { ...result, unfinished: true };
      budget--;
      const n = await deleteOldBatch(db, c.deviceIds, before, c.days >= longest, batchRows);
      if (n === null) return { ...result, unfinished: true };
      result.deleted += n;
      if (n < batchRows) break;
    }
  }
  return result;
}
