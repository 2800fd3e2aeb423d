import type { Interval } from './types.ts';
import { percentile } from './intervals.ts';

/** Five-minute slots in a week: 7 · 24 · 12. */
export const SLOTS_PER_WEEK = 2016;
/** An interval needs this many accepted samples before it may define the free-flow travel time. */
export const MIN_FREE_FLOW_SAMPLES = 3;
/** Percentile of interval medians taken as free flow (the travel-time mirror of the 85th-percentile speed). */
export const FREE_FLOW_PERCENTILE = 15;

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const slotFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Five-minute slot of the week (0..2015, Monday 00:00 = 0) of an instant, in local time of an IANA
 * zone (the company's). Local wall-clock time is what drivers repeat week to week, so across a DST
 * change 08:00 stays slot 96 + day even though its UTC time moves. Uses Intl (Node and browsers).
 */
export function slotOfWeek(epochS: number, timeZone: string): number {
  let f = slotFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    slotFormatters.set(timeZone, f);
  }
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of f.formatToParts(new Date(Math.floor(epochS) * 1000))) {
    if (part.type === 'weekday') day = WEEKDAYS[part.value];
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return day * 288 + hour * 12 + Math.floor(minute / 5);
}

/**
 * Typical travel time per slot of the week: the median of the interval medians that fall in the slot
 * (intervals without accepted samples are skipped). The median keeps one incident week from moving
 * the typical value. Slots without data are absent from the map.
 */
export function typicalBySlot(intervals: Interval[], timeZone: string): Map<number, number> {
  const bySlot = new Map<number, number[]>();
  for (const iv of intervals) {
    if (iv.medianS === null || iv.acceptedCount === 0) continue;
    const slot = slotOfWeek(iv.start, timeZone);
    let list = bySlot.get(slot);
    if (!list) bySlot.set(slot, (list = []));
    list.push(iv.medianS);
  }
  const typical = new Map<number, number>();
  for (const [slot, list] of [...bySlot].sort((a, b) => a[0] - b[0])) typical.set(slot, percentile(list, 50) as number);
  return typical;
}

/**
 * Free-flow travel time of a link: the 15th percentile of interval medians among intervals with at
 * least MIN_FREE_FLOW_SAMPLES accepted samples. Why: free flow is the uncongested level, i.e. the
 * fast end of the distribution; traffic engineering takes the 85th-percentile speed, whose travel-
 * time mirror is the 15th percentile. Using the minimum would let one lucky interval (or a single
 * fast motorcycle) set it; requiring a few samples keeps lone vehicles out. null without such data.
 */
export function freeFlowTravelTime(intervals: Interval[]): number | null {
  const medians = intervals
    .filter((iv) => iv.medianS !== null && iv.acceptedCount >= MIN_FREE_FLOW_SAMPLES)
    .map((iv) => iv.medianS as number);
  return percentile(medians, FREE_FLOW_PERCENTILE);
}

/**
 * Delay of a travel time against a reference (free flow → delay, typical → unusual delay), in seconds
 * and as a percentage of the reference. Negative = faster than the reference. null when either is
 * missing or the reference is not positive.
 */
export function delay(current: number | null, reference: number | null): { delayS: number; delayPct: number } | null {
  if (current === null || reference === null || !(reference > 0) || !Number.isFinite(current)) return null;
  const delayS = current - reference;
  return { delayS, delayPct: (delayS / reference) * 100 };
}
