import type { DeviceProblem } from '@roadlens/contract/device-health';
import { sensorStatusOfAge } from '@roadlens/traffic/definitions';

/** Low rate: under a quarter of the usual count for this hour of the week… */
export const LOW_RATE_RATIO = 0.25;
/** …when the usual count is large enough for the ratio to mean something (one detection per 5 minutes). */
export const MIN_USUAL_PER_HOUR = 12;

/** A device's problem, worst first: its sensor status when not online, else a low rate; null when healthy. */
export function deviceProblem(ageS: number | null, rate: number, usual: number | null): DeviceProblem | null {
  const status = sensorStatusOfAge(ageS);
  if (status !== 'online') return status;
  if (usual !== null && usual >= MIN_USUAL_PER_HOUR && rate < usual * LOW_RATE_RATIO) return 'low_rate';
  return null;
}
