import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/search-params.ts';

/**
 * The period a grid's figures cover: days `from`..`to` (YYYY-MM-DD, empty = the server's default of
 * the last 7 days), the hours of each day as `start-end` (`22-6` wraps past midnight) and, for the
 * O/D matrix, the longest trip in minutes. Kept in the address so a view can be shared or reloaded.
 */
export interface Period {
  from: string;
  to: string;
  hours: string;
  maxTrip: number;
}

export const DEFAULT_HOURS = '0-24';
export const DEFAULT_MAX_TRIP = 120;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOURS = /^(\d{1,2})-(\d{1,2})$/;

/** [start, end] of an hour range, or the whole day for text that is not one. */
export function splitHours(hours: string): [number, number] {
  const m = HOURS.exec(hours);
  if (!m) return [0, 24];
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a <= 23 && b >= 1 && b <= 24 && a !== b ? [a, b] : [0, 24];
}

export function periodFrom(params: URLSearchParams): Period {
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE.test(v) ? v : '';
  };
  const max = Number(params.get('max'));
  const [a, b] = splitHours(params.get('hours') ?? DEFAULT_HOURS);
  return {
    from: date('from'),
    to: date('to'),
    hours: `${a}-${b}`,
    maxTrip: Number.isInteger(max) && max >= 5 && max <= 360 ? max : DEFAULT_MAX_TRIP,
  };
}

/** The period from the address, and a setter that keeps the other parameters (the chosen grid). */
export function usePeriod(): [Period, (patch: Partial<Period>) => void] {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFrom(params), [params]);
  const set = useCallback(
    (patch: Partial<Period>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const merged = { ...periodFrom(prev), ...patch };
          const put = (k: string, v: string, dflt: string) => (v && v !== dflt ? next.set(k, v) : next.delete(k));
          put('from', merged.from, '');
          put('to', merged.to, '');
          put('hours', merged.hours, DEFAULT_HOURS);
          put('max', String(merged.maxTrip), String(DEFAULT_MAX_TRIP));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, set];
}
