import type { Detection, FilterParams, FilterState, Interval, LinkParams, Match, Pass, Sample } from './types.ts';
import { buildPasses } from './passes.ts';
import { matchPasses } from './matching.ts';
import { adaptiveFilter } from './filter.ts';
import { aggregateIntervals } from './intervals.ts';

export interface LinkBatchInput {
  link: LinkParams;
  /** Detections at the link's origin sensor (others are ignored). */
  origin: Detection[];
  /** Detections at the link's destination sensor (others are ignored). */
  destination: Detection[];
  filter: FilterParams;
  /** Filter state from the previous batch (live) or none (a fresh experimental run). */
  state?: FilterState;
  /** Free-flow travel time of the link, if known: sets the filter's plausibility floor. */
  freeFlowS?: number;
  /** Pass gap in seconds (default PASS_GAP_S). */
  passGapS?: number;
}

export interface LinkBatchResult {
  passes: { origin: Pass[]; destination: Pass[] };
  matches: Match[];
  samples: Sample[];
  intervals: Interval[];
  state: FilterState;
}

/**
 * The whole chain for one link: detections → passes → matches → filtered samples → 5-minute intervals.
 * Used by live processing (batch after batch, carrying `state`) and by experimental jobs (a period at
 * once, fresh state). The filter also enforces the link's max travel time (`exceeds_max`).
 *
 * Batch boundaries are the caller's business: a pass cut by a boundary becomes two passes, and
 * `intervals` cover only this batch's samples. Live processing should therefore read detections
 * with a look-back of maxTravelTimeS + pass gap, store matches idempotently (link, fingerprint,
 * departure) and re-aggregate the touched intervals from stored samples.
 */
export function processLinkBatch(input: LinkBatchInput): LinkBatchResult {
  const { link } = input;
  const origin = buildPasses(input.origin.filter((d) => d.deviceId === link.originDeviceId), input.passGapS);
  const destination = buildPasses(input.destination.filter((d) => d.deviceId === link.destinationDeviceId), input.passGapS);
  const matches = matchPasses(origin, destination, link);
  const params: FilterParams = { ...input.filter, maxTravelTimeS: input.filter.maxTravelTimeS ?? link.maxTravelTimeS };
  const { samples, state } = adaptiveFilter(matches, params, input.state, input.freeFlowS);
  // Statistics are always 5-minute rows, whatever smoothing interval the filter uses.
  const intervals = aggregateIntervals(samples, link.lengthM);
  return { passes: { origin, destination }, matches, samples, intervals, state };
}
