import { percentile, zoneOffsetS } from '../intervals.ts';
import { TYPICAL_HALF_WINDOW_S, TYPICAL_WEEKS, type IntervalFigures } from './windows.ts';

const WEEK_S = 7 * 86400;

/**
 * The instant with the same local wall-clock time `weeks` weeks before `epochS` in an IANA zone.
 * Drivers repeat local time week to week, so across a DST change 08:00 stays 08:00 while its UTC
 * time moves an hour. A local time that does not exist (spring forward) is read with the offset
 * before the change and a repeated one (fall back) as the later instant, as PostgreSQL's
 * `timestamp AT TIME ZONE` does, so the SQL and this function pick the same instant.
 */
export function sameLocalTimeWeeksBefore(epochS: number, weeks: number, timeZone: string): number {
  const local = epochS + zoneOffsetS(epochS, timeZone) - weeks * WEEK_S;
  const before = zoneOffsetS(local - 86400, timeZone);
  const after = zoneOffsetS(local + 86400, timeZone);
  if (before === after) return local - before;
  const fits = [before, after].filter((off) => zoneOffsetS(local - off, timeZone) === off);
  // None fits: a skipped local time, read with the offset before the change. Both fit: a repeated one, the later instant.
  return fits.length === 0 ? local - before : local - Math.min(...fits);
}

/**
 * Typical travel time for the interval starting at `atS`: the median of the interval medians (with
 * at least one accepted sample) that start within ± TYPICAL_HALF_WINDOW_S of the same local time of
 * the week in each of the previous TYPICAL_WEEKS weeks. The median keeps one incident week from
 * moving it; the window gives sparse links a value. null when those weeks have no such interval.
 */
export function typicalTravelTime(history: readonly IntervalFigures[], atS: number, timeZone: string): number | null {
  const windows = Array.from({ length: TYPICAL_WEEKS }, (_, k) => sameLocalTimeWeeksBefore(atS, k + 1, timeZone));
  const medians = history
    .filter((iv) => iv.medianS !== null && iv.acceptedCount > 0 && windows.some((w) => Math.abs(iv.start - w) <= TYPICAL_HALF_WINDOW_S))
    .map((iv) => iv.medianS as number);
  return percentile(medians, 50);
}
