import { LONGEST_STEP_HOURS } from './kept-trips.queries.ts';

/**
 * How much one background step of a grid's kept trips takes on: departures to extend back over, in hours, and new
 * detections to catch up with, in ids past the last seen. A step holds its transaction, and on the embedded database
 * the one connection, for as long as it runs; so after a step longer than STEP_TARGET_MS both are halved, and after
 * one shorter than a quarter of it both are doubled, within their bounds.
 */
export interface Pace {
  stepHours: number;
  catchUpIds: number;
}

export const STEP_TARGET_MS = 1000;
const IDS = { least: 1000, most: 1_000_000 };

/** Where the loop starts: a day back a step, and a slice of new detections that this machine takes in well under a second. */
export const firstPace = (): Pace => ({ stepHours: LONGEST_STEP_HOURS, catchUpIds: 20_000 });

/** The next step's pace, from how long the last step held the database. */
export function nextPace(pace: Pace, tookMs: number): Pace {
  if (tookMs > STEP_TARGET_MS)
    return { stepHours: Math.max(1, Math.floor(pace.stepHours / 2)), catchUpIds: Math.max(IDS.least, Math.floor(pace.catchUpIds / 2)) };
  if (tookMs < STEP_TARGET_MS / 4)
    return { stepHours: Math.min(LONGEST_STEP_HOURS, pace.stepHours * 2), catchUpIds: Math.min(IDS.most, pace.catchUpIds * 2) };
  return pace;
}
