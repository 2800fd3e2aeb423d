import type { OdCell, OdZone, Zone } from '@roadlens/contract/grids';
import { MAX_RANGE_DAYS } from '@roadlens/contract/grids';
import { badRequest } from '../../plugins/error-handler.ts';
import type { OdRow, Period } from './od.queries.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;

/** Today in the time zone, as YYYY-MM-DD. */
export const localToday = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The period asked for, defaults filled in: without dates, the last seven days up to today; with
 * one date, seven days from or up to it. The schema checks a pair of dates; a filled-in pair is
 * checked here, naming the date that was sent.
 */
export function resolvePeriod(q: { from?: string; to?: string; hours: string }, timeZone: string, now = new Date()): Period {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_DAYS - 1) : localToday(timeZone, now));
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0 || days >= MAX_RANGE_DAYS) throw badRequest(q.to ? 'to' : 'from', 'Choose a period of at most a year.');
  const [hourFrom, hourTo] = q.hours.split('-').map(Number) as [number, number];
  return { from, to, hourFrom, hourTo, timeZone };
}

export const periodOut = (p: Period) => ({ from: p.from, to: p.to, hours: `${p.hourFrom}-${p.hourTo}`, time_zone: p.timeZone });

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The matrix over every ordered pair of different zones. A cell with fewer than `minTrips` trips
 * (none included) is suppressed: it says nothing but that. Zone totals, shares and the grand total
 * add up unsuppressed cells only, so no difference of published figures gives a suppressed cell.
 */
export function buildMatrix(zones: readonly Zone[], rows: readonly OdRow[], minTrips: number) {
  const found = new Map(rows.map((r) => [`${r.origin}:${r.destination}`, r]));
  const raw: Array<{ origin: number; destination: number; row: OdRow | undefined }> = zones.flatMap((o) =>
    zones.filter((d) => d.id !== o.id).map((d) => ({ origin: o.id, destination: d.id, row: found.get(`${o.id}:${d.id}`) })),
  );
  const shown = (row: OdRow | undefined): row is OdRow => row !== undefined && row.trips >= minTrips;
  const out = new Map<number, number>();
  const into = new Map<number, number>();
  for (const c of raw) {
    if (!shown(c.row)) continue;
    out.set(c.origin, (out.get(c.origin) ?? 0) + c.row.trips);
    into.set(c.destination, (into.get(c.destination) ?? 0) + c.row.trips);
  }
  const cells: OdCell[] = raw.map(({ origin, destination, row }) =>
    shown(row)
      ? {
          origin,
          destination,
          suppressed: false,
          trips: row.trips,
          median_s: round(row.median_s, 1),
          share: round(row.trips / out.get(origin)!, 4),
        }
      : { origin, destination, suppressed: true, trips: null, median_s: null, share: null },
  );
  const odZones: OdZone[] = zones.map((z) => ({
    id: z.id,
    name: z.name,
    centroid: z.centroid,
    trips_out: out.get(z.id) ?? 0,
    trips_in: into.get(z.id) ?? 0,
  }));
  return {
    zones: odZones,
    cells,
    total_trips: [...out.values()].reduce((a, b) => a + b, 0),
    suppressed_cells: cells.filter((c) => c.suppressed).length,
  };
}
