import type { FilterParams, FilterState, Match, RejectReason, Sample } from './types.ts';
import { percentile } from './intervals.ts';

/** Defaults of a new link's filter (bounds: sigma 1–3, B value 0.1–1, trend −1–500). */
export const DEFAULT_FILTER: FilterParams = { sigma: 2, bValue: 0.3, trendThreshold: 10, intervalS: 300 };

/** Deviation floor in seconds and as a share of the mean: a window never collapses to a point. */
export const MIN_DEVIATION_S = 10;
export const MIN_DEVIATION_RATIO = 0.15;
/** With no sample for this long the smoothed level is stale (e.g. overnight) and the filter re-seeds. */
export const STALE_AFTER_S = 3600;
/** Faster than this share of the free-flow travel time is physically implausible (2× free-flow speed). */
export const MIN_FREE_FLOW_RATIO = 0.5;
/** 1.4826·MAD estimates σ for normally distributed data; robust against the outliers being filtered. */
const MAD_TO_SIGMA = 1.4826;

/** Field → messages for out-of-bounds parameters; `{}` when valid. */
export function validateFilterParams(p: Partial<FilterParams>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const check = (field: keyof FilterParams, min: number, max: number, integer = false) => {
    const v = p[field];
    if (typeof v !== 'number' || !Number.isFinite(v)) errors[field] = ['A number is required.'];
    else if (v < min || v > max) errors[field] = [`Ensure this value is between ${min} and ${max}.`];
    else if (integer && !Number.isInteger(v)) errors[field] = ['A whole number is required.'];
  };
  check('sigma', 1, 3);
  check('bValue', 0.1, 1);
  check('trendThreshold', -1, 500, true);
  if (p.intervalS !== undefined) check('intervalS', 60, 3600, true);
  if (p.maxTravelTimeS !== undefined) check('maxTravelTimeS', 1, 86400);
  return errors;
}

/** The state of a filter that has seen nothing yet. */
export function initialFilterState(): FilterState {
  return { mean: null, deviation: null, consecutiveRejects: 0, lastTime: null, recentRejects: [], intervalStart: null, pending: [] };
}

/**
 * Adaptive low-pass filter (after Dion & Rakha 2006) over one link's matches, in arrival order.
 *
 * - Level: per smoothing interval (default 300 s) with n accepted samples, α = 1 − (1 − B)^n;
 *   mean ← α·avg(accepted) + (1 − α)·mean and variance ← α·avg((x − mean_prev)²) + (1 − α)·variance,
 *   folded when the interval closes. Within an interval the window is fixed, so splitting a batch
 *   inside an interval gives the same verdicts (the open interval travels in `state.pending`).
 * - Window: mean ± sigma·d where d = max(deviation, 10 s, 15 % of mean); the low side is also at least
 *   half the free-flow time when `freeFlowS` is given (faster is implausible). Outside → rejected with
 *   `above_window` / `below_window`. Travel time ≤ 0 → `non_positive`; above `params.maxTravelTimeS`
 *   → `exceeds_max`; those two are data errors, not evidence of a new level, so they do not count
 *   as consecutive rejections.
 * - Seed: with no level yet (or none for STALE_AFTER_S), the valid samples of the current interval in
 *   this call seed mean = median and deviation = 1.4826·MAD; then they are judged like any other.
 * - Trend: after MORE than `trendThreshold` consecutive window rejections (−1 = never) the level
 *   re-centres on the median/MAD of that run; the triggering sample gets `recentred` and is re-judged
 *   against the new window. A run of rejections on both sides also re-centres, widening a window that
 *   was too narrow. Earlier samples keep their verdicts (they may already be stored).
 *
 * Pure: the input state is not mutated; same matches + state → same samples + state.
 */
export function adaptiveFilter(
  matches: Match[],
  params: FilterParams,
  state: FilterState = initialFilterState(),
  freeFlowS?: number,
): { samples: Sample[]; state: FilterState } {
  const intervalS = params.intervalS ?? 300;
  const maxS = params.maxTravelTimeS;
  const minPlausible = freeFlowS !== undefined && freeFlowS > 0 ? MIN_FREE_FLOW_RATIO * freeFlowS : 0;
  const s: Required<FilterState> = {
    mean: state.mean,
    deviation: state.deviation,
    consecutiveRejects: state.consecutiveRejects,
    lastTime: state.lastTime,
    recentRejects: [...(state.recentRejects ?? [])],
    intervalStart: state.intervalStart ?? null,
    pending: [...(state.pending ?? [])],
  };
  const sorted = [...matches].sort((a, b) => a.arrival - b.arrival || a.departure - b.departure);
  const isValid = (tt: number) => tt > 0 && (maxS === undefined || tt <= maxS);
  const samples: Sample[] = [];

  for (let i = 0; i < sorted.length; i++) {
    const m = sorted[i];
    const start = Math.floor(m.arrival / intervalS) * intervalS;
    const stale = s.lastTime !== null && m.arrival - s.lastTime > STALE_AFTER_S;
    if (s.intervalStart !== null && start !== s.intervalStart) closeInterval(s, params.bValue);
    s.intervalStart = start;
    if (s.mean === null || stale) {
      // Seed from this interval's valid samples still ahead in this call (robust: median and MAD).
      const seed: number[] = [];
      for (let j = i; j < sorted.length && sorted[j].arrival < start + intervalS; j++) {
        const tt = sorted[j].travelTimeS;
        if (isValid(tt) && tt >= minPlausible) seed.push(tt);
      }
      if (seed.length > 0) recentre(s, seed);
    }
    s.lastTime = m.arrival;

    const tt = m.travelTimeS;
    let win = windowOf(s, params.sigma, minPlausible);
    let reason: RejectReason = !(tt > 0) ? 'non_positive' : maxS !== undefined && tt > maxS ? 'exceeds_max' : null;
    let recentred = false;
    if (reason === null && win) {
      reason = judge(tt, win);
      if (reason !== null) {
        s.consecutiveRejects += 1;
        s.recentRejects.push(tt);
        if (params.trendThreshold >= 0 && s.consecutiveRejects > params.trendThreshold) {
          recentre(s, s.recentRejects);
          recentred = true;
          win = windowOf(s, params.sigma, minPlausible);
          reason = win ? judge(tt, win) : null;
          if (reason !== null) {
            s.consecutiveRejects = 1;
            s.recentRejects = [tt];
          }
        } else if (s.recentRejects.length > 501) {
          s.recentRejects.shift(); // the threshold is at most 500: older rejects never matter
        }
      }
      if (reason === null) {
        s.consecutiveRejects = 0;
        if (s.recentRejects.length > 0) s.recentRejects = [];
        s.pending.push(tt);
      }
    }
    // No level and not usable as a seed: only a travel time under the plausibility floor gets here.
    if (reason === null && !win) reason = 'below_window';
    // Spelled out, not spread: one object shape for every sample (this loop runs per match).
    samples.push({
      linkId: m.linkId,
      fingerprint: m.fingerprint,
      departure: m.departure,
      arrival: m.arrival,
      travelTimeS: m.travelTimeS,
      accepted: reason === null,
      reason,
      windowLow: win ? win[0] : null,
      windowHigh: win ? win[1] : null,
      recentred,
    });
  }
  return { samples, state: s };
}

function judge(tt: number, [low, high]: [number, number]): RejectReason {
  return tt > high ? 'above_window' : tt < low ? 'below_window' : null;
}

/** Validity window [low, high] of the current level, or null while there is none. */
function windowOf(s: FilterState, sigma: number, minPlausible: number): [number, number] | null {
  if (s.mean === null) return null;
  const d = Math.max(s.deviation ?? 0, MIN_DEVIATION_S, MIN_DEVIATION_RATIO * s.mean);
  return [Math.max(s.mean - sigma * d, minPlausible, 0), s.mean + sigma * d];
}

/** Sets the level from a set of travel times (seed or trend) and starts a fresh interval. */
function recentre(s: Required<FilterState>, values: number[]): void {
  const med = percentile(values, 50) as number;
  s.mean = med;
  s.deviation =
    MAD_TO_SIGMA *
    (percentile(
      values.map((v) => Math.abs(v - med)),
      50,
    ) as number);
  s.consecutiveRejects = 0;
  s.recentRejects = [];
  s.pending = [];
}

/** Folds the closed interval's accepted samples into the smoothed mean and variance. */
function closeInterval(s: Required<FilterState>, bValue: number): void {
  const n = s.pending.length;
  if (n > 0 && s.mean !== null) {
    const alpha = 1 - Math.pow(1 - bValue, n);
    const prev = s.mean;
    const avg = s.pending.reduce((a, b) => a + b, 0) / n;
    const sq = s.pending.reduce((a, b) => a + (b - prev) ** 2, 0) / n;
    const variance = alpha * sq + (1 - alpha) * (s.deviation ?? 0) ** 2;
    s.mean = alpha * avg + (1 - alpha) * prev;
    s.deviation = Math.sqrt(variance);
  }
  s.pending = [];
}
