import {
  adaptiveFilter, aggregateIntervals, buildPasses, matchPasses, PASS_GAP_S, INTERVAL_S,
  type FilterParams, type Interval, type LinkParams, type Sample,
} from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';
import {
  detectionsByDevice, existingDepartures, insertMatches, loadLinkState, matchesArrivingBetween, saveLinkState, upsertIntervals,
  type LinkRow,
} from './processing.queries.ts';

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

const bucket = (t: number) => Math.floor(t / INTERVAL_S) * INTERVAL_S;

/** Rebuilds the given 5-minute intervals of a link/mode from every stored match arriving in them. */
export async function reaggregate(db: Queryable, link: LinkRow, mode: number, starts: Set<number>): Promise<Interval[]> {
  if (starts.size === 0) return [];
  const sorted = [...starts].sort((a, b) => a - b);
  const rows = await matchesArrivingBetween(db, link, mode, sorted[0], sorted[sorted.length - 1] + INTERVAL_S);
  const samples: Sample[] = rows
    .filter((r) => starts.has(bucket(r.a)))
    .map((r) => ({
      linkId: link.id, fingerprint: r.fingerprint, departure: r.d, arrival: r.a, travelTimeS: r.t,
      accepted: r.accepted, reason: r.reason as Sample['reason'], windowLow: null, windowHigh: null, recentred: false,
    }));
  const intervals = aggregateIntervals(samples, link.length_m);
  await upsertIntervals(db, mode, intervals);
  return intervals;
}

/**
 * Live step for one link after detections in [from, to] (epoch s) were committed at its sensors.
 * Reads back max travel time + pass gap so passes and matches cut by a batch boundary are whole,
 * filters only the matches not stored yet (the filter state carries on from the last batch),
 * stores them idempotently and re-aggregates exactly the intervals they land in.
 */
export async function processLinkLive(db: Queryable, link: LinkRow, from: number, to: number): Promise<Interval[]> {
  const lookBack = link.max_travel_time_s + PASS_GAP_S;
  const wFrom = from - lookBack;
  const wTo = to + lookBack;
  const detections = await detectionsByDevice(db, [link.origin_device_id, link.destination_device_id], wFrom, wTo);
  const params = linkParams(link);
  const origin = buildPasses(detections.get(link.origin_device_id)!);
  const destination = buildPasses(detections.get(link.destination_device_id)!);
  const matches = matchPasses(origin, destination, params);
  if (matches.length === 0) return [];

  const known = await existingDepartures(db, link.id, 0, wFrom, wTo);
  const fresh = matches.filter((m) => !known.has(`${m.fingerprint}@${m.departure}`)).sort((a, b) => a.arrival - b.arrival);
  if (fresh.length === 0) return [];

  const state = await loadLinkState(db, link.id, 0);
  const { samples, state: next } = adaptiveFilter(fresh, filterParams(link), state, link.free_flow_s ?? undefined);
  await insertMatches(db, link.id, 0, samples.map((s) => ({
    fingerprint: s.fingerprint, departure: s.departure, arrival: s.arrival, travelTimeS: s.travelTimeS, accepted: s.accepted, reason: s.reason,
  })));
  await saveLinkState(db, link.id, 0, next);
  return reaggregate(db, link, 0, new Set(samples.map((s) => bucket(s.arrival))));
}
