import type { ReportPeriod, ReportSchedule } from '@roadlens/contract/reports';
import { addDays, daysInMonth, isoWeekday, localDate, localParts, ymd, zonedToUtc } from './zoned-time.ts';

/** How far ahead the next run is looked for: a monthly schedule always finds one within this. */
const HORIZON_DAYS = 800;

/** Whether a schedule runs on a local date. The 31st of a 30-day month (or 29th–31st of February) runs on its last day. */
export function runsOn(s: ReportSchedule, date: string): boolean {
  if (s.frequency === 'd') return true;
  if (s.frequency === 'w') return isoWeekday(date) === s.weekday;
  const [y, m, d] = date.split('-').map(Number);
  return d === Math.min(s.day_of_month ?? 1, daysInMonth(y, m));
}

/**
 * The first run of a schedule strictly after `after`, at its local time in `tz` on a day it runs
 * and not before its start date. Daylight saving follows zonedToUtc(): a time skipped by the
 * spring change runs just after it, a time the autumn change repeats runs once, at its first
 * occurrence.
 */
export function nextRunAt(s: ReportSchedule, tz: string, after: Date): Date {
  let date = localDate(after, tz);
  if (s.start && s.start > date) date = s.start;
  for (let i = 0; i < HORIZON_DAYS; i++, date = addDays(date, 1)) {
    if (!runsOn(s, date)) continue;
    const at = zonedToUtc(date, s.time, tz);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('no run within the horizon');
}

/**
 * The local dates a run covers. Relative periods are read at the moment `at` (the scheduled
 * moment, or now for a run asked for): `d` the day before, `w` the seven days before, `m` the
 * calendar month before.
 */
export function resolvePeriod(p: ReportPeriod, tz: string, at: Date): { from: string; to: string } {
  if (p.kind === 'fixed') return { from: p.from!, to: p.to! };
  const today = localDate(at, tz);
  const yesterday = addDays(today, -1);
  if (p.kind === 'd') return { from: yesterday, to: yesterday };
  if (p.kind === 'w') return { from: addDays(today, -7), to: yesterday };
  const { year, month } = localParts(at, tz);
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return { from: ymd(py, pm, 1), to: ymd(py, pm, daysInMonth(py, pm)) };
}

/** The UTC bounds of local dates `from`..`to` (end excluded: midnight after `to`). */
export const periodBounds = (period: { from: string; to: string }, tz: string) => ({
  from: zonedToUtc(period.from, '00:00', tz),
  to: zonedToUtc(addDays(period.to, 1), '00:00', tz),
});
