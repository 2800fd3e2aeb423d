import {
  adaptiveFilter,
  aggregateIntervals,
  buildPasses,
  matchPasses,
  INTERVAL_S,
  PASS_GAP_S,
  type Interval,
  type Match,
} from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';
import { insertLinkMatches, parseDetections, upsertIntervals, type LinkRow } from './processing.queries.ts';
import { lockLinks } from './live-backlog.queries.ts';
import {
  detectionsInRanges,
  fingerprintsInRanges,
  loadLiveStates,
  matchesInIntervals,
  saveLiveStates,
  storedCandidates,
  type DeviceRange,
  type IntervalKey,
} from './live-step.queries.ts';
import { bucket, filterParams, linkParams, matchRow, mergeRanges, storedSample, windowGroups, type Range } from './link-processing.ts';

/** A link and the batch ranges committed at its sensors since its last step. */
export interface LinkWork {
  link: LinkRow;
  ranges: Range[];
}

/** Equal reads asked by several links (a sensor between two links) are made once. */
class Reads {
  readonly list: DeviceRange[] = [];
  private readonly index = new Map<string, number>();
  add(device: number, from: number, to: number): number {
    const key = `${device}:${from}:${to}`;
    let i = this.index.get(key);
    if (i === undefined) this.index.set(key, (i = this.list.push({ device, from, to }) - 1));
    return i;
  }
}

/** One link's window group: the batch ranges whose look-back windows overlap, read together. */
interface Unit {
  link: LinkRow;
  ranges: number[];
  origin: DeviceRange;
  destination: DeviceRange;
}

/**
 * The live step of many links at once, in the caller's transaction: for each link the same work as
 * processLinkRanges (only fingerprints seen at its sensors within a batch range, read back over the
 * look-back window; only matches not stored yet go through its filter; exactly the intervals they land
 * in are re-aggregated), with each query made once for every link of the step. About ten round trips
 * for a step, whatever its number of links: a gateway's batch touches a corridor of links, and a
 * minute of a city's gateways hundreds. The links are locked first (one step of a link at a time
 * across processes). Returns each link's re-aggregated intervals.
 */
export async function processLinksLive(db: Queryable, work: LinkWork[]): Promise<Map<number, Interval[]>> {
  const out = new Map<number, Interval[]>();
  if (work.length === 0) return out;
  await lockLinks(
    db,
    work.map((w) => w.link.id),
  );

  const rangeReads = new Reads();
  const units: Unit[] = [];
  for (const { link, ranges } of work) {
    const lookBack = link.max_travel_time_s + PASS_GAP_S;
    for (const group of windowGroups(mergeRanges(ranges), lookBack)) {
      const from = group[0][0] - lookBack;
      const to = group[group.length - 1][1] + lookBack;
      units.push({
        link,
        ranges: group.flatMap(([f, t]) => [rangeReads.add(link.origin_device_id, f, t), rangeReads.add(link.destination_device_id, f, t)]),
        origin: { device: link.origin_device_id, from, to },
        destination: { device: link.destination_device_id, from, to },
      });
    }
  }

  // Fingerprints detected within the batch ranges, per unit; then their detections over each unit's window.
  const inRange = await fingerprintsInRanges(db, rangeReads.list);
  const unitFps = units.map((u) => new Set(u.ranges.flatMap((i) => inRange[i])));
  const windowReads = new Reads();
  const unitWindows = units.map((u, k) =>
    unitFps[k].size === 0 ? null : ([u.origin, u.destination].map((r) => windowReads.add(r.device, r.from, r.to)) as [number, number]),
  );
  const allFps = new Set(unitFps.flatMap((s) => [...s]));
  const windows = await detectionsInRanges(db, windowReads.list, [...allFps]);
  const parsed = new Map<number, ReturnType<typeof parseDetections>>();
  const detectionsOf = (i: number) => {
    let d = parsed.get(i);
    if (!d) parsed.set(i, (d = windows[i] ? parseDetections(windowReads.list[i].device, windows[i]) : []));
    return d;
  };

  const candidates = new Map<number, Map<string, Match>>();
  units.forEach((u, k) => {
    const w = unitWindows[k];
    if (!w) return;
    const fps = unitFps[k];
    const origin = buildPasses(detectionsOf(w[0]).filter((d) => fps.has(d.fingerprint)));
    const destination = buildPasses(detectionsOf(w[1]).filter((d) => fps.has(d.fingerprint)));
    let mine = candidates.get(u.link.id);
    if (!mine) candidates.set(u.link.id, (mine = new Map()));
    for (const m of matchPasses(origin, destination, linkParams(u.link))) mine.set(`${m.fingerprint}@${m.departure}`, m);
  });

  // Only matches not stored yet go through the filters, each link's from its stored state.
  const flat = [...candidates.values()].flatMap((m) => [...m.values()]);
  const known = await storedCandidates(
    db,
    flat.map((m) => ({ linkId: m.linkId, fingerprint: m.fingerprint, departure: m.departure })),
  );
  const fresh = new Map<number, Match[]>();
  flat.forEach((m, i) => {
    if (known.has(i)) return;
    if (!fresh.has(m.linkId)) fresh.set(m.linkId, []);
    fresh.get(m.linkId)!.push(m);
  });
  if (fresh.size === 0) return out;

  const links = new Map(work.map((w) => [w.link.id, w.link]));
  const states = await loadLiveStates(db, [...fresh.keys()]);
  const nextStates = new Map<number, NonNullable<ReturnType<typeof states.get>>>();
  const rows: Parameters<typeof insertLinkMatches>[2] = [];
  const touched: IntervalKey[] = [];
  for (const [linkId, matches] of fresh) {
    const link = links.get(linkId)!;
    matches.sort((a, b) => a.arrival - b.arrival);
    const { samples, state } = adaptiveFilter(matches, filterParams(link), states.get(linkId), link.free_flow_s ?? undefined);
    nextStates.set(linkId, state);
    for (const s of samples) rows.push({ linkId, ...matchRow(s) });
    for (const start of new Set(samples.map((s) => bucket(s.arrival))))
      touched.push({ linkId, start, maxTravelTimeS: link.max_travel_time_s });
  }
  await insertLinkMatches(db, 0, rows);
  await saveLiveStates(db, nextStates);

  // Exactly the intervals the new matches land in, rebuilt from all their stored matches.
  const stored = await matchesInIntervals(db, touched, INTERVAL_S);
  const intervals: Interval[] = [];
  touched.forEach((k, i) => {
    const link = links.get(k.linkId)!;
    const made = aggregateIntervals(
      stored[i].map((r) => storedSample(k.linkId, r)),
      link.length_m,
    );
    intervals.push(...made);
    out.set(k.linkId, [...(out.get(k.linkId) ?? []), ...made]);
  });
  await upsertIntervals(db, 0, intervals);
  return out;
}
