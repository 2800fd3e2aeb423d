/**
 * Reliability and speed metrics. All return null when an input is missing or
 * not positive, so callers can show "no data" instead of Infinity/NaN.
 */

const positive = (...xs: (number | null | undefined)[]): boolean => xs.every((x) => typeof x === 'number' && x > 0 && Number.isFinite(x));

/** Travel Time Index: mean travel time / free-flow travel time (1 = free flow). */
export function travelTimeIndex(meanTravelTimeS: number | null, freeFlowS: number | null): number | null {
  return positive(meanTravelTimeS, freeFlowS) ? (meanTravelTimeS as number) / (freeFlowS as number) : null;
}

/** Planning Time Index: 95th-percentile travel time / free-flow travel time. */
export function planningTimeIndex(p95TravelTimeS: number | null, freeFlowS: number | null): number | null {
  return positive(p95TravelTimeS, freeFlowS) ? (p95TravelTimeS as number) / (freeFlowS as number) : null;
}

/** Buffer time: extra seconds to plan beyond the mean to arrive on time 95 % of the time (p95 − mean). */
export function bufferTime(p95TravelTimeS: number | null, meanTravelTimeS: number | null): number | null {
  return positive(p95TravelTimeS, meanTravelTimeS) ? (p95TravelTimeS as number) - (meanTravelTimeS as number) : null;
}

/** Buffer Index: (p95 − mean) / mean. */
export function bufferIndex(p95TravelTimeS: number | null, meanTravelTimeS: number | null): number | null {
  const b = bufferTime(p95TravelTimeS, meanTravelTimeS);
  return b === null ? null : b / (meanTravelTimeS as number);
}

/**
 * Harmonic mean speed n / Σ(1/vᵢ) (km/h). It weights slow vehicles more than the arithmetic mean and
 * equals link length / mean travel time, which is why it is the right average for travel times.
 * Non-positive speeds are skipped (a stopped vehicle has no travel time on the link).
 */
export function harmonicMeanSpeed(speedsKmh: number[]): number | null {
  const v = speedsKmh.filter((x) => x > 0 && Number.isFinite(x));
  if (v.length === 0) return null;
  return v.length / v.reduce((a, x) => a + 1 / x, 0);
}

/** Arithmetic mean speed Σv/n (km/h), for the side-by-side with the harmonic mean. */
export function arithmeticMeanSpeed(speedsKmh: number[]): number | null {
  const v = speedsKmh.filter((x) => Number.isFinite(x));
  return v.length === 0 ? null : v.reduce((a, x) => a + x, 0) / v.length;
}

/** Level of Travel Time Reliability: p80 / p50 travel time (reliable when < 1.5). */
export function lottr(p80TravelTimeS: number | null, p50TravelTimeS: number | null): number | null {
  return positive(p80TravelTimeS, p50TravelTimeS) ? (p80TravelTimeS as number) / (p50TravelTimeS as number) : null;
}

// Level of service lives with the other definitions: definitions/level-of-service.ts.
