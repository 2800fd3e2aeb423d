import { LONGEST_STEP_HOURS } from './kept-trips.queries.ts';
import type { Db } from '../../db/index.ts';

/**
 * How much one background step of a grid's kept trips takes on: departures to extend back over, in hours, and new
 * detections to catch up with, in ids past the last seen. A step holds its transaction for as long as it runs, and on
 * the embedded database the one connection, which a page's calls arriving meanwhile wait for; so after a step longer
 * than the target both are halved, and after one shorter than a quarter of it both are doubled, within their bounds.
 */
export interface Pace {
  stepHours: number;
  catchUpIds: number;
}

/** A step's target on PostgreSQL, where other calls go on beside it. */
export const STEP_TARGET_MS = 1000;
/**
 * A step's target on the embedded database, the longest a page's call should wait behind one. Longer than a COPY's
 * (lib/step-sizer.ts): a step has a part that does not shrink with its pace (the grid's state, its holes, temporary
 * tables), about half of this on a 2-core machine, and a target below it would only make the history slower to finish.
 */
export const EMBEDDED_STEP_TARGET_MS = 400;
const IDS = { least: 1000, most: 1_000_000 };

export const stepTargetMs = (kind: Db['kind']): number => (kind === 'pglite' ? EMBEDDED_STEP_TARGET_MS : STEP_TARGET_MS);

/**
 * Where the loop starts: a day back a step, and a slice of new detections that this machine takes in well under a
 * second; both in proportion for a shorter target, so the first steps are not the longest.
 */
export function firstPace(targetMs = STEP_TARGET_MS): Pace {
  const share = Math.min(1, targetMs / STEP_TARGET_MS);
  return { stepHours: Math.max(1, Math.round(LONGEST_STEP_HOURS * share)), catchUpIds: Math.max(IDS.least, Math.round(20_000 * share)) };
}

/** The next step's pace, from how long the last step held its transaction. */
export function nextPace(pace: Pace, tookMs: number, targetMs = STEP_TARGET_MS): Pace {
  if (tookMs > targetMs)
    return { stepHours: Math.max(1, Math.floor(pace.stepHours / 2)), catchUpIds: Math.max(IDS.least, Math.floor(pace.catchUpIds / 2)) };
  if (tookMs < targetMs / 4)
    return { stepHours: Math.min(LONGEST_STEP_HOURS, pace.stepHours * 2), catchUpIds: Math.min(IDS.most, pace.catchUpIds * 2) };
  return pace;
}
