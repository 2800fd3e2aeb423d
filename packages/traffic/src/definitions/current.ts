import { CURRENT_MAX_AGE_S, type IntervalFigures } from './windows.ts';

/** A link's current interval: its latest live interval that started within CURRENT_MAX_AGE_S before `nowS`; null when none did. */
export function currentInterval<T extends IntervalFigures>(intervals: readonly T[], nowS: number): T | null {
  let latest: T | null = null;
  for (const iv of intervals) if (iv.start > nowS - CURRENT_MAX_AGE_S && (latest === null || iv.start > latest.start)) latest = iv;
  return latest;
}
