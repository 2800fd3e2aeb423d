/**
 * The two delays a screen shows beside a travel time, named apart because they answer different
 * questions: "how much slower than an empty road" and "how much slower than usual for now".
 */

/**
 * Delay vs free flow (s): travel time minus free-flow travel time, never below 0. Free flow is the
 * fast end of the distribution, so a travel time under it is measurement spread, not negative delay.
 * null when either is missing or free flow is not positive.
 */
export function delayVsFreeFlow(travelTimeS: number | null, freeFlowS: number | null): number | null {
  if (travelTimeS === null || freeFlowS === null || !(freeFlowS > 0) || !Number.isFinite(travelTimeS)) return null;
  return Math.max(0, travelTimeS - freeFlowS);
}

/**
 * Unusual delay vs typical (s): travel time minus the typical travel time for this time of the
 * week. Signed: negative means faster than usual, which is news too. null when either is missing
 * or typical is not positive.
 */
export function unusualDelay(travelTimeS: number | null, typicalS: number | null): number | null {
  if (travelTimeS === null || typicalS === null || !(typicalS > 0) || !Number.isFinite(travelTimeS)) return null;
  return travelTimeS - typicalS;
}

/** A delay as a percentage of its reference (free flow or typical); null when either is missing or the reference is not positive. */
export function delayPercent(delayS: number | null, referenceS: number | null): number | null {
  if (delayS === null || referenceS === null || !(referenceS > 0)) return null;
  return (delayS / referenceS) * 100;
}

/** A travel time more than 10 % away from typical (either way) is unusual. */
export const UNUSUAL_RATIO = 0.1;

export type Trend = 'slower' | 'faster' | 'usual';

/** Slower or faster than usual when the unusual delay exceeds UNUSUAL_RATIO of typical, else usual; null without both values. */
export function trendVsTypical(travelTimeS: number | null, typicalS: number | null): Trend | null {
  const d = unusualDelay(travelTimeS, typicalS);
  if (d === null) return null;
  if (d > UNUSUAL_RATIO * (typicalS as number)) return 'slower';
  if (d < -UNUSUAL_RATIO * (typicalS as number)) return 'faster';
  return 'usual';
}
