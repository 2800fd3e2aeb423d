import { format as formatFns } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * Date formats of core §9, in one place. Every function takes the instant and the user's time
 * zone (the profile's `time_zone`); an unknown zone falls back to the browser's rather than
 * throwing inside a render.
 */
export const DATE_FORMATS = {
  /** The display format, implemented as written (DECISIONS "Core"): 12-hour clock, no AM/PM. */
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

/** Formats an instant with one of the spec's formats in `timeZone`; empty text for no or bad input. */
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
