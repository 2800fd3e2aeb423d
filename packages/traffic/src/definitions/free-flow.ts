import { percentile } from '../intervals.ts';
import { FREE_FLOW_WINDOW_S, type IntervalFigures } from './windows.ts';

/** An interval needs this many accepted samples before it may define the free-flow travel time. */
export const MIN_FREE_FLOW_SAMPLES = 3;
/** Percentile of interval medians taken as free flow (the travel-time mirror of the 85th-percentile speed). */
export const FREE_FLOW_PERCENTILE = 15;

/**
 * Free-flow travel time measured from intervals: the 15th percentile of interval medians among
 * intervals with at least MIN_FREE_FLOW_SAMPLES accepted samples. Free flow is the uncongested
 * level, the fast end of the distribution; traffic engineering takes the 85th-percentile speed,
 * whose travel-time mirror is the 15th percentile. The minimum would let one lucky interval (or one
 * fast motorcycle) set it, and requiring a few samples keeps lone vehicles out. null without such data.
 */
export function freeFlowTravelTime(intervals: readonly IntervalFigures[]): number | null {
  const medians = intervals
    .filter((iv) => iv.medianS !== null && iv.acceptedCount >= MIN_FREE_FLOW_SAMPLES)
    .map((iv) => iv.medianS as number);
  return percentile(medians, FREE_FLOW_PERCENTILE);
}

/** The estimate a link without its own free flow gets: freeFlowTravelTime() of the last FREE_FLOW_WINDOW_S before `nowS`. */
export function estimatedFreeFlow(intervals: readonly IntervalFigures[], nowS: number): number | null {
  return freeFlowTravelTime(intervals.filter((iv) => iv.start > nowS - FREE_FLOW_WINDOW_S));
}

/**
 * A link's free flow: its own (entered by the operator, or measured once from history by the
 * simulator's backfill) when it has one, else the estimate from its recent intervals.
 */
export function linkFreeFlow(ownS: number | null, estimateS: number | null): number | null {
  return ownS ?? estimateS;
}
