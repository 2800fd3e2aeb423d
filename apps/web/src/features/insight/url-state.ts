import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/search-params.ts';
import type { InsightItem } from '@roadlens/contract/insight';

/** What the form holds: the chosen objects (kind and id), the periods and the time set. */
export interface FormState {
  items: InsightItem[];
  from: string;
  to: string;
  compare: boolean;
  fromB: string;
  toB: string;
  days: number[];
  useHours: boolean;
  hourFrom: number;
  hourTo: number;
  peaks: Array<'am' | 'pm'>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ITEM = /^([lr])(\d{1,10})$/;
const HOURS = /^(\d{1,2})-(\d{1,2})$/;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last seven full days, weekdays, all day; the comparison the week before. */
export const initialState = (today: string): FormState => ({
  items: [],
  from: addDays(today, -7),
  to: addDays(today, -1),
  compare: false,
  fromB: addDays(today, -14),
  toB: addDays(today, -8),
  days: [1, 2, 3, 4, 5],
  useHours: true,
  hourFrom: 0,
  hourTo: 23,
  peaks: [],
});

/** Comma-separated values of a parameter, those `keep` accepts. */
const list = <T>(raw: string, keep: (s: string) => T | null): T[] =>
  raw
    .split(',')
    .map(keep)
    .filter((x): x is T => x !== null);

/**
 * The choices an address describes, each parameter falling back to the default when absent or not
 * understood: `items=l12,r3` (links and routes), `from`/`to`, `compare_from`/`compare_to` (their
 * presence turns the comparison on), `days=1,2,3`, `hours=7-9` (both ends included; `use_hours=0`
 * leaves hours out), `peaks=am,pm`.
 */
export function stateFromParams(p: URLSearchParams, today: string): FormState {
  const d = initialState(today);
  // Absent: the default; present but not a date (a field the user emptied): empty, as the form had it.
  const date = (k: string, dflt: string) => {
    const v = p.get(k);
    return v === null ? dflt : DATE.test(v) ? v : '';
  };
  const hours = HOURS.exec(p.get('hours') ?? '');
  const [hf, ht] = hours ? [Number(hours[1]), Number(hours[2])] : [d.hourFrom, d.hourTo];
  const hoursOk = hf <= 23 && ht <= 23;
  const compare = p.has('compare_from') || p.has('compare_to');
  return {
    items: list(p.get('items') ?? '', (s) => {
      const m = ITEM.exec(s.trim());
      return m ? { kind: m[1] === 'l' ? ('link' as const) : ('route' as const), id: Number(m[2]) } : null;
    }),
    from: date('from', d.from),
    to: date('to', d.to),
    compare,
    fromB: date('compare_from', d.fromB),
    toB: date('compare_to', d.toB),
    days: p.has('days')
      ? [...new Set(list(p.get('days') ?? '', (s) => (/^[1-7]$/.test(s.trim()) ? Number(s) : null)))].sort((a, b) => a - b)
      : d.days,
    useHours: p.get('use_hours') !== '0',
    hourFrom: hoursOk ? hf : d.hourFrom,
    hourTo: hoursOk ? ht : d.hourTo,
    peaks: [...new Set(list(p.get('peaks') ?? '', (s) => (s === 'am' || s === 'pm' ? s : null)))],
  };
}

/** The address parameters of the choices (all of them, so a shared address means the same on another day). */
export function paramsFromState(s: FormState, analysed: boolean): URLSearchParams {
  const p = new URLSearchParams();
  if (s.items.length) p.set('items', s.items.map((i) => `${i.kind === 'link' ? 'l' : 'r'}${i.id}`).join(','));
  p.set('from', s.from);
  p.set('to', s.to);
  if (s.compare) {
    p.set('compare_from', s.fromB);
    p.set('compare_to', s.toB);
  }
  p.set('days', [...s.days].sort((a, b) => a - b).join(','));
  p.set('hours', `${s.hourFrom}-${s.hourTo}`);
  if (!s.useHours) p.set('use_hours', '0');
  if (s.peaks.length) p.set('peaks', s.peaks.join(','));
  if (analysed) p.set('run', '1');
  return p;
}

/** A change of some choices, given outright or worked out from the choices as last written. */
export type FormPatch = Partial<FormState> | ((latest: FormState) => Partial<FormState>);

/** The list with `x` added, or taken out if it was in. */
export const toggled = <T>(list: T[], x: T): T[] => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);

/**
 * Insight's choices kept in the address, so reloading, bookmarking or sharing it restores the view:
 * `analysed` says the analysis of exactly these choices was run (the page then runs it again on
 * opening). Changing a choice replaces the address without `run`; analysing adds it.
 */
export function useInsightChoices(today: string) {
  const [params, setParams, latest] = useSearchParams();
  const state = useMemo(() => stateFromParams(params, today), [params, today]);
  const analysed = params.get('run') === '1';
  // A patch may be worked out from the choices as last written: two quick clicks on a toggle list must both count,
  // and the list the page rendered may not hold the first click yet.
  const set = useCallback(
    (patch: FormPatch) =>
      setParams(
        (p) => {
          const s = stateFromParams(p, today);
          return paramsFromState({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }, false);
        },
        { replace: true },
      ),
    [setParams, today],
  );
  const markAnalysed = useCallback(
    () => setParams((p) => paramsFromState(stateFromParams(p, today), true), { replace: true }),
    [setParams, today],
  );
  /** The choices as last written, before the router has rendered them (what Analyse must send). */
  const current = useCallback(() => stateFromParams(latest(), today), [latest, today]);
  return { state, analysed, set, markAnalysed, current };
}
