/**
 * How long one step of background work should take: on the embedded database a step holds the one connection, and a
 * page's calls that arrive meanwhile wait for it.
 */
export const BACKGROUND_STEP_MS = 250;

export interface StepSizer {
  /** The next step's size. */
  readonly size: number;
  /** Tells the sizer that a step of `done` took `ms`. */
  took(done: number, ms: number): void;
}

/**
 * Sizes the steps of background work (rows a COPY, say) so that one takes about `targetMs`: after each step the next
 * size is what the rate just seen does in the target, at most twice and at least half the last size, within
 * [least, most]. Callers time a step whole, waits for the connection included: while other work waits too, a smaller
 * step is the better one anyway.
 */
export function stepSizer({
  first,
  least,
  most,
  targetMs = BACKGROUND_STEP_MS,
}: {
  first: number;
  least: number;
  most: number;
  targetMs?: number;
}): StepSizer {
  let size = first;
  return {
    get size() {
      return size;
    },
    took(done, ms) {
      if (done <= 0) return;
      const fits = (done * targetMs) / Math.max(ms, 1);
      size = Math.round(Math.min(most, Math.max(least, size / 2, Math.min(size * 2, fits))));
    },
  };
}
