/**
 * Confidence of a current value, 0–1, from how many vehicles it rests on. A 5-minute median of ten
 * or more accepted trips is as good as the method gets; one trip may be a driver who stopped for
 * fuel. Screens grey out or say "low confidence" under LOW_CONFIDENCE instead of showing noise.
 */

/** Accepted samples in the interval at which confidence reaches 1. */
export const FULL_CONFIDENCE_SAMPLES = 10;
/** Below this a value is shown as low confidence (fewer than 3 of 10 samples). */
export const LOW_CONFIDENCE = 0.3;

/** min(1, accepted / FULL_CONFIDENCE_SAMPLES); 0 without samples (no current value). */
export function confidence(acceptedCount: number | null | undefined): number {
  if (acceptedCount == null || !(acceptedCount > 0)) return 0;
  return Math.min(1, acceptedCount / FULL_CONFIDENCE_SAMPLES);
}

/** A chain of links (a route) is as trustworthy as its weakest link: the lowest confidence; 0 for none. */
export function chainConfidence(confidences: readonly number[]): number {
  return confidences.length === 0 ? 0 : Math.min(...confidences);
}
