import {
  adaptiveFilter,
  aggregateIntervals,
  buildPasses,
  matchPasses,
  PASS_GAP_S,
  INTERVAL_S,
  type FilterParams,
  type Interval,
  type LinkParams,
  type Match,
  type Sample,
} from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';
import {
  batchFingerprintDetections,
  insertMatches,
  loadLinkState,
  matchesArrivingBetween,
  saveLinkState,
  storedMatchKeys,
  upsertIntervals,
  type LinkRow,
  type MatchRowIn,
} from './processing.queries.ts';
import { lockLinks } from './live-backlog.queries.ts';

export const linkParams = (l: LinkRow): LinkParams => ({
  linkId: l.id,
  originDeviceId: l.origin_device_id,
  destinationDeviceId: l.destination_device_id,
  lengthM: l.length_m,
  maxTravelTimeS: l.max_travel_time_s,
  matchTime: l.match_time,
});

export const filterParams = (l: Pick<LinkRow, 'sigma' | 'b_value' | 'trend_threshold' | 'max_travel_time_s'>): FilterParams => ({
  sigma: l.sigma,
  bValue: l.b_value,
  trendThreshold: l.trend_threshold,
  maxTravelTimeS: l.max_travel_time_s,
});

export const bucket = (t: number) => Math.floor(t / INTERVAL_S) * INTERVAL_S;

/** The stored columns of a filtered sample. */
export const matchRow = (s: Sample): MatchRowIn => ({
  fingerprint: s.fingerprint,
  departure: s.departure,
  arrival: s.arrival,
  travelTimeS: s.travelTimeS,
  accepted: s.accepted,
  reason: s.reason,
});

/** A stored match as the filter's sample (the window fields are only known while filtering). */
export const storedSample = (
  linkId: number,
  r: { fingerprint: string; d: number; a: number; t: number; accepted: boolean; reason: string | null },
): Sample => ({
  linkId,
  fingerprint: r.fingerprint,
  departure: r.d,
  arrival: r.a,
  travelTimeS: r.t,
  accepted: r.accepted,
  reason: r.reason as Sample['reason'],
  windowLow: null,
  windowHigh: null,
  recentred: false,
});

/** Rebuilds the given 5-minute intervals of a link/mode from every stored match arriving in them. */
export async function reaggregate(db: Queryable, link: LinkRow, mode: number, starts: Set<number>): Promise<Interval[]> {
  if (starts.size === 0) return [];
  const sorted = [...starts].sort((a, b) => a - b);
  const rows = await matchesArrivingBetween(db, link, mode, sorted[0], sorted[sorted.length - 1] + INTERVAL_S);
  const samples = rows.filter((r) => starts.has(bucket(r.a))).map((r) => storedSample(link.id, r));
  const intervals = aggregateIntervals(samples, link.length_m);
  await upsertIntervals(db, mode, intervals);
  return intervals;
}

/** A batch's time range [from, to] in epoch seconds. */
export type Range = [number, number];

/** Sorted ranges with overlapping or touching ones joined (batches that queued up for one link). */
export function mergeRanges(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** Live step for one link after detections in [from, to] (epoch s) were committed at its sensors. */
export function processLinkLive(db: Queryable, link: LinkRow, from: number, to: number): Promise<Interval[]> {
  return processLinkRanges(db, link, [[from, to]]);
}

/**
 * Live step for one link after batches with these time ranges were committed at its sensors.
 * Only fingerprints detected at the link's sensors within a batch range can form a new pass or match
 * (every other fingerprint's detections are unchanged since an earlier step), so only their detections
 * are read back, max travel time + pass gap around the ranges, so passes and matches cut by a batch
 * boundary are whole: the cost follows the batch, not the window. Ranges whose windows overlap are read
 * together. Only matches not stored yet go through the filter (its state carries on from the last
 * batch); they are stored idempotently and exactly the intervals they land in are re-aggregated.
 * Runs in the caller's transaction, which holds the link's lock (one step of a link at a time).
 */
export async function processLinkRanges(db: Queryable, link: LinkRow, ranges: Range[]): Promise<Interval[]> {
  await lockLinks(db, [link.id]);
  const lookBack = link.max_travel_time_s + PASS_GAP_S;
  const params = linkParams(link);
  const devices = [link.origin_device_id, link.destination_device_id];
  const candidates = new Map<string, Match>();
  for (const group of windowGroups(mergeRanges(ranges), lookBack)) {
    const detections = await batchFingerprintDetections(db, devices, group, group[0][0] - lookBack, group[group.length - 1][1] + lookBack);
    const origin = buildPasses(detections.get(link.origin_device_id)!);
    const destination = buildPasses(detections.get(link.destination_device_id)!);
    for (const m of matchPasses(origin, destination, params)) candidates.set(`${m.fingerprint}@${m.departure}`, m);
  }
  if (candidates.size === 0) return [];

  const known = await storedMatchKeys(db, link.id, 0, [...candidates.values()]);
  const fresh = [...candidates]
    .filter(([k]) => !known.has(k))
    .map(([, m]) => m)
    .sort((a, b) => a.arrival - b.arrival);
  if (fresh.length === 0) return [];

  const state = await loadLinkState(db, link.id, 0);
  const { samples, state: next } = adaptiveFilter(fresh, filterParams(link), state, link.free_flow_s ?? undefined);
  await insertMatches(db, link.id, 0, samples.map(matchRow));
  await saveLinkState(db, link.id, 0, next);
  return reaggregate(db, link, 0, new Set(samples.map((s) => bucket(s.arrival))));
}

/** Sorted, merged ranges grouped so that each group's look-back windows overlap (one read per group). */
export function windowGroups(ranges: Range[], lookBack: number): Range[][] {
  const groups: Range[][] = [];
  for (const r of ranges) {
    const g = groups[groups.length - 1];
    if (g && r[0] - lookBack <= g[g.length - 1][1] + lookBack) g.push(r);
    else groups.push([r]);
  }
  return groups;
}
