import type { SeededRandom } from '../../shared/seeded-random.ts';
import type { Point } from '../model.ts';

const DAY = 86_400_000;

/** `count` daily points ending at `end`, a random walk around `base`; deterministic for a seed. */
export function walk(r: SeededRandom, count: number, base: number, spread: number, end: Date, stepDays = 1, digits = 0): Point[] {
  let value = base;
  const factor = 10 ** digits;
  return Array.from({ length: count }, (_, i) => {
    value = Math.max(base * 0.2, value + (r.next() - 0.48) * spread);
    return { x: new Date(end.getTime() - (count - 1 - i) * stepDays * DAY).toISOString(), y: Math.round(value * factor) / factor };
  });
}

/** `count` integers between min and max. */
export const ints = (r: SeededRandom, count: number, min: number, max: number) => Array.from({ length: count }, () => r.int(min, max));

/** Midnight UTC of the day `now` falls on, so a day's figures do not change during the day. */
export const today = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
