import { confidence, LOW_CONFIDENCE } from '@roadlens/traffic/definitions';

/** The 5-minute interval every processed row and typical slot stands for. */
export const SLOT_S = 300;
/** The colour of a value that rests on too few samples to be read as a fact. */
export const LOW_CONFIDENCE_COLOR = '#9e9e9e';

/** True when a value exists but rests on fewer samples than the traffic definitions trust. */
export function isLowConfidence(samples: number | null | undefined, conf: number = confidence(samples)): boolean {
  return conf < LOW_CONFIDENCE;
}

/**
 * The rows on the regular time grid: each slot missing between two rows becomes `{ t, row: null }`,
 * so a line drawn with `connectNulls: false` breaks there instead of bridging hours without data
 * with a straight line. `at` gives a row's start in epoch seconds; rows are in time order.
 */
export function withGaps<T>(rows: readonly T[], at: (r: T) => number, stepS = SLOT_S): Array<{ t: number; row: T | null }> {
  const out: Array<{ t: number; row: T | null }> = [];
  let prev: number | null = null;
  for (const row of rows) {
    const t = at(row);
    // Every missing slot is a null; a half-slot jitter (rounding on the server) is not a gap.
    for (let g = prev === null ? t : prev + stepS; t - g >= stepS / 2; g += stepS) out.push({ t: g, row: null });
    out.push({ t, row });
    prev = t;
  }
  return out;
}

/**
 * Line data where a value without a neighbour on either side carries its own dot: between two gaps a
 * line of one point draws nothing. The series sets `symbol: 'none'` so the other points stay plain.
 */
export function lineData(points: ReadonlyArray<[number, number | null]>) {
  return points.map(([x, v], i) => {
    const lone = v !== null && (points[i - 1]?.[1] ?? null) === null && (points[i + 1]?.[1] ?? null) === null;
    return lone ? { value: [x, v], symbol: 'circle', symbolSize: 5 } : [x, v];
  });
}
