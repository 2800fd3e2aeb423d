/**
 * Wall-clock arithmetic in an IANA time zone with the runtime's own zone data (Intl), so periods
 * and schedules follow the zone's daylight-saving rules without a date library.
 */

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (tz: string) => {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
};

/** The wall clock of `tz` at an instant. */
export function localParts(at: Date, tz: string): LocalParts {
  const p = Object.fromEntries(
    formatter(tz)
      .formatToParts(at)
      .filter((x) => x.type !== 'literal')
      .map((x) => [x.type, Number(x.value)]),
  );
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute };
}

/** How far (ms, whole minutes) the zone is ahead of UTC at an instant. */
const offsetMs = (ms: number, tz: string) => {
  const p = localParts(new Date(ms), tz);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(ms / 60_000) * 60_000;
};

/**
 * The instant a local wall time happens in `tz`. A time that occurs twice (the hour the clocks go
 * back) gives its first occurrence; a time that never occurs (the hour skipped when they go
 * forward) gives the instant the same distance past the skipped moment, e.g. 02:30 on a night
 * Berlin jumps from 02:00 to 03:00 gives 03:30.
 */
export function zonedToUtc(date: string, time: string, tz: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const before = wall - offsetMs(wall - 86_400_000, tz);
  const after = wall - offsetMs(wall + 86_400_000, tz);
  const matches = (t: number) => t + offsetMs(t, tz) === wall;
  const ok = [before, after].filter(matches);
  return new Date(ok.length > 0 ? Math.min(...ok) : before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the zone at an instant. */
export const localDate = (at: Date, tz: string) => {
  const p = localParts(at, tz);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** Adds days to a YYYY-MM-DD date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Days of a month (1-12), leap years included. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** ISO weekday of a YYYY-MM-DD date, 1 = Monday. */
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Whole days from `from` to `to`, both included. */
export const spanDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

export const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
