import { format as formatFns } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * Date formats, in one place. Every function takes the instant and the user's time
 * zone (the profile's `time_zone`); an unknown zone falls back to the browser's rather than
 * throwing inside a render.
 */
export const DATE_FORMATS = {
  /** The display format, implemented as written: 12-hour clock, no AM/PM. */
  display: 'yy-MM-dd hh:mm:ss',
  /** General date. */
  date: 'yyyy-MM-dd',
  /** General date-time. */
  dateTime: 'yyyy-MM-dd, HH:mm:ss',
  /** Compact, for narrow controls such as the map's replay slider. */
  short: 'MM-dd HH:mm',
  /** The server's `%Y-%m-%d %H:%M:%S`. */
  server: 'yyyy-MM-dd HH:mm:ss',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** What the API sends: epoch seconds (notifications, time ranges), or an ISO string / Date. */
export type Instant = number | string | Date;

const toMillis = (v: Instant): number => (typeof v === 'number' ? v * 1000 : new Date(v).getTime());

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Formats an instant with one of the display formats in `timeZone`; empty text for no or bad input. */
export function formatInstant(value: Instant | null | undefined, timeZone: string, fmt: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toMillis(value);
  if (!Number.isFinite(ms)) return '';
  const date = isValidTimeZone(timeZone) ? new TZDate(ms, timeZone) : new Date(ms);
  return formatFns(date, DATE_FORMATS[fmt]);
}

export const formatDisplayDate = (v: Instant | null | undefined, tz: string) => formatInstant(v, tz, 'display');
export const formatDate = (v: Instant | null | undefined, tz: string) => formatInstant(v, tz, 'date');
export const formatDateTime = (v: Instant | null | undefined, tz: string) => formatInstant(v, tz, 'dateTime');
/** For query parameters the server parses with `%Y-%m-%d %H:%M:%S`. */
export const formatServerDate = (v: Instant | null | undefined, tz: string) => formatInstant(v, tz, 'server');

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant as the `yyyy-MM-ddTHH:mm` text of a datetime-local input, on the wall clock of `timeZone`. */
export function toZonedInput(value: Instant | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toMillis(value);
  if (!Number.isFinite(ms)) return '';
  const d = isValidTimeZone(timeZone) ? new TZDate(ms, timeZone) : new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** datetime-local text read on the wall clock of `timeZone`, as epoch milliseconds; NaN when empty or invalid. */
export function fromZonedInput(text: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const date = isValidTimeZone(timeZone) ? new TZDate(y, mo - 1, d, h, mi, s, timeZone) : new Date(y, mo - 1, d, h, mi, s);
  return date.getTime();
}

/**
 * A chart time-axis tick in `timeZone`: the date at midnight, else the time of day, so a week reads
 * as days and a day as hours whatever the browser's zone.
 */
export function axisTimeLabel(value: number, timeZone: string): string {
  const d = isValidTimeZone(timeZone) ? new TZDate(value, timeZone) : new Date(value);
  return d.getHours() === 0 && d.getMinutes() === 0 ? formatFns(d, 'MM-dd') : formatFns(d, 'HH:mm');
}

const TICK_STEPS_H = [1, 2, 3, 6, 12, 24, 48, 168];

/**
 * Tick instants (epoch ms) over [min, max] on the wall clock of `timeZone`: whole hours for short
 * spans, midnights for long ones, at most about `maxTicks` of them, so a chart's axis marks the
 * zone's hours and days rather than the browser's.
 */
export function zonedTicks(min: number, max: number, timeZone: string, maxTicks = 8): number[] {
  if (!(max >= min)) return [];
  const tz = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const spanH = (max - min) / 3_600_000;
  const stepH = TICK_STEPS_H.find((h) => spanH / h <= maxTicks) ?? 168;
  const first = new TZDate(min, tz);
  const ticks: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t =
      stepH < 24
        ? new TZDate(
            first.getFullYear(),
            first.getMonth(),
            first.getDate(),
            Math.floor(first.getHours() / stepH) * stepH + i * stepH,
            0,
            0,
            tz,
          )
        : new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + (i * stepH) / 24, 0, 0, 0, tz);
    const ms = t.getTime();
    if (ms > max) break;
    if (ms >= min) ticks.push(ms);
  }
  return ticks;
}
