/**
 * The weekly layout of the detections table (migration 0025): one partition per week of
 * create_time, Monday 00:00 UTC up to the next Monday, named after its Monday. All arithmetic is
 * in UTC milliseconds so no time zone or DST change can move a bound.
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC on or before `ms`. */
export function weekStart(ms: number): number {
  const midnight = Math.floor(ms / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const sinceMonday = (Math.floor(midnight / DAY_MS) + 3) % 7;
  return midnight - sinceMonday * DAY_MS;
}

const NAME = /^detections_p(\d{4})(\d{2})(\d{2})$/;

/** detections_p20261123 for the week starting Monday 2026-11-23. */
export const partitionName = (start: number): string => `detections_p${new Date(start).toISOString().slice(0, 10).replace(/-/g, '')}`;

/** The week start a partition name stands for; null for any other table. */
export function weekOfName(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** A partition bound as SQL text, with its zone spelt out so the session's TimeZone cannot shift it. */
export const boundText = (ms: number): string => `${new Date(ms).toISOString().slice(0, 10)} 00:00:00+00`;

/** The week starts from the one holding `from` to the one holding `to`, both included. */
export function weeksBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let w = weekStart(from); w <= to; w += WEEK_MS) out.push(w);
  return out;
}
