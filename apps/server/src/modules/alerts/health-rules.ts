import type { DeviceProblem } from '@roadlens/contract/device-health';

/** The same thresholds as the web's device-status (map circles, lists): silent after 15 min, offline after 2 h. */
export const SILENT_AFTER_S = 15 * 60;
export const OFFLINE_AFTER_S = 2 * 3600;
/** Low rate: under a quarter of the usual count for this hour of the week… */
export const LOW_RATE_RATIO = 0.25;
/** …when the usual count is large enough for the ratio to mean something (one detection per 5 minutes). */
export const MIN_USUAL_PER_HOUR = 12;

/** A device's problem, worst first; null when healthy. */
export function deviceProblem(ageS: number | null, rate: number, usual: number | null): DeviceProblem | null {
  if (ageS === null || ageS >= OFFLINE_AFTER_S) return 'offline';
  if (ageS >= SILENT_AFTER_S) return 'silent';
  if (usual !== null && usual >= MIN_USUAL_PER_HOUR && rate < usual * LOW_RATE_RATIO) return 'low_rate';
  return null;
}
