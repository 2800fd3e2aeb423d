/**
 * What the traffic definitions read: live 5-minute intervals (mode 0; experimental runs use other
 * modes and never feed a screen's current values) and the windows over them.
 */

/** Interval mode of live processing. */
export const LIVE_MODE = 0;

/** A link's current value is its latest live interval that started less than this long ago (1 h). */
export const CURRENT_MAX_AGE_S = 3600;

/** Free flow is estimated from the live intervals of the last 28 days. */
export const FREE_FLOW_WINDOW_S = 28 * 86400;

/** Typical looks at the same local time of the week in each of the previous 4 weeks… */
export const TYPICAL_WEEKS = 4;
/** …taking intervals that start within ± 15 minutes of it, so sparse links with empty slots still get one. */
export const TYPICAL_HALF_WINDOW_S = 15 * 60;

/** The fields of a 5-minute interval the definitions read (a subset of the pipeline's Interval). */
export interface IntervalFigures {
  /** Epoch seconds. */
  start: number;
  acceptedCount: number;
  medianS: number | null;
}
