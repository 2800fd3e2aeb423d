import { TZDate } from '@date-fns/tz';
import type { IntervalRow } from '@roadlens/contract';

/**
 * Weekday × hour cells for the heatmap: [hour, weekday (0 = Monday), mean of the intervals' median
 * travel time] in the given time zone. Cells without data are left out.
 */
export function weekdayHourGrid(rows: IntervalRow[], timeZone: string): [number, number, number][] {
  const sums = new Map<number, { sum: number; n: number }>();
  for (const r of rows) {
    if (r.median_s === null) continue;
    const d = new TZDate(r.start * 1000, timeZone);
    const weekday = (d.getDay() + 6) % 7;
    const key = weekday * 24 + d.getHours();
    const cell = sums.get(key) ?? { sum: 0, n: 0 };
    cell.sum += r.median_s;
    cell.n += 1;
    sums.set(key, cell);
  }
  return [...sums.entries()].map(([k, { sum, n }]) => [k % 24, Math.floor(k / 24), Math.round((sum / n) * 10) / 10]);
}
