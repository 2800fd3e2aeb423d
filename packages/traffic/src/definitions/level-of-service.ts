/**
 * Level of service of a junction approach, A (free) to F (failing), from the average delay a
 * vehicle suffers there, in seconds. The bands are those of signalised intersections in the
 * Highway Capacity Manual: an average delay of exactly a band's upper bound still belongs to it.
 */
export type LevelOfService = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** Upper bound (inclusive) of average delay for each level; above the last, F. */
export const LOS_BANDS: readonly { los: Exclude<LevelOfService, 'F'>; maxDelayS: number }[] = [
  { los: 'A', maxDelayS: 10 },
  { los: 'B', maxDelayS: 20 },
  { los: 'C', maxDelayS: 35 },
  { los: 'D', maxDelayS: 55 },
  { los: 'E', maxDelayS: 80 },
];

/** The level of service for an average delay in seconds; null when there is no delay value. */
export function levelOfService(avgDelayS: number | null | undefined): LevelOfService | null {
  if (avgDelayS == null || !Number.isFinite(avgDelayS)) return null;
  for (const b of LOS_BANDS) if (avgDelayS <= b.maxDelayS) return b.los;
  return 'F';
}

/** Fewer matched vehicles than this make a junction value (share, delay, level) a low-sample one. */
export const JUNCTION_LOW_SAMPLES = 20;
