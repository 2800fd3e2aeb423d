/** Sample dates are ISO strings at 12:00 UTC, so they show the same day in every time zone. */
export const isoDate = (year: number, month: number, day: number): string => new Date(Date.UTC(year, month - 1, day, 12)).toISOString();

/** The day `days` before today, at 12:00 UTC. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 12)).toISOString();
}
