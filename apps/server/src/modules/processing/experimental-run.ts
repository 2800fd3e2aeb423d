import { processLinkBatch, PASS_GAP_S } from '@roadlens/traffic';
import type { Queryable } from '../../db/index.ts';
import { deleteIntervalRange, deleteModeRange, detectionsBetween, insertMatches, upsertIntervals, type LinkRow } from './processing.queries.ts';
import { linkParams } from './link-processing.ts';
import type { TaskParams } from './tasks.queries.ts';

/**
 * Re-runs one link over [from, to) with other filter parameters into mode 1 (experimental), from a
 * fresh filter state; the period's earlier experimental rows are replaced, live rows untouched.
 */
export async function runExperimental(db: Queryable, link: LinkRow, p: TaskParams): Promise<{ matches: number; intervals: number }> {
  const detections = await detectionsBetween(
    // Departures up to the max travel time before the period can still arrive inside it.
    db, [link.origin_device_id, link.destination_device_id], p.from - link.max_travel_time_s - PASS_GAP_S, p.to + link.max_travel_time_s + PASS_GAP_S,
  );
  const result = processLinkBatch({
    link: linkParams(link),
    origin: detections.filter((d) => d.deviceId === link.origin_device_id),
    destination: detections.filter((d) => d.deviceId === link.destination_device_id),
    filter: { sigma: p.sigma, bValue: p.b_value, trendThreshold: p.trend_threshold },
    freeFlowS: link.free_flow_s ?? undefined,
  });
  const samples = result.samples.filter((s) => s.arrival >= p.from && s.arrival < p.to);
  await deleteModeRange(db, link.id, 1, p.from, p.to);
  await deleteIntervalRange(db, link.id, 1, p.from, p.to);
  await insertMatches(db, link.id, 1, samples.map((s) => ({
    fingerprint: s.fingerprint, departure: s.departure, arrival: s.arrival, travelTimeS: s.travelTimeS, accepted: s.accepted, reason: s.reason,
  })));
  const intervals = result.intervals.filter((i) => i.start >= p.from && i.start < p.to);
  await upsertIntervals(db, 1, intervals);
  return { matches: samples.length, intervals: intervals.length };
}
