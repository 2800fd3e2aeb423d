import type { InsightPeriod, InsightTimeSet } from '@roadlens/contract/insight';
import { TYPICAL_WEEKS } from '@roadlens/traffic/definitions';
import type { PeriodWindow } from './insight.queries.ts';

type PeakHours = { am: { from: string; to: string }; pm: { from: string; to: string } };

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + (m || 0);
};

/** Adds days to a YYYY-MM-DD date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A period's local bounds and the time set, with the chosen peaks read from the company's AM/PM peak hours. */
export function periodWindow(p: InsightPeriod, t: InsightTimeSet, timeZone: string, peaks: PeakHours): PeriodWindow {
  const ranges = t.peaks.map((k) => [minutes(peaks[k].from), minutes(peaks[k].to)]);
  return {
    from: `${p.from} 00:00`,
    to: `${addDays(p.to, 1)} 00:00`,
    timeZone,
    dayMask: [1, 2, 3, 4, 5, 6, 7].map((d) => t.days.includes(d)),
    // A slot counts when its hour is chosen or its start lies inside a chosen peak [from, to).
    slotMask: Array.from(
      { length: 288 },
      (_, i) => t.hours.includes(Math.floor(i / 12)) || ranges.some(([f, to]) => i * 5 >= f && i * 5 < to),
    ),
  };
}

/** Start of the weeks whose same weekday and hour make a period's typical profile: TYPICAL_WEEKS weeks before it. */
export const typicalStart = (p: InsightPeriod) => `${addDays(p.from, -7 * TYPICAL_WEEKS)} 00:00`;
