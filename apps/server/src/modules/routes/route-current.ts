import type { Queryable } from '../../db/index.ts';
import { chainConfidence } from '@roadlens/traffic/definitions/confidence';
import { delayVsFreeFlow, unusualDelay } from '@roadlens/traffic/definitions/delay';
import type { Link, Route } from '@roadlens/contract/links';
import { findLinks } from '../links/links.queries.ts';
import { typicalsAt, type RouteRow } from './routes.queries.ts';

const sum = (xs: Array<number | null | undefined>): number | null =>
  xs.every((x) => x != null) ? (xs as number[]).reduce((a, b) => a + b, 0) : null;

/**
 * A route's current values are the sums over its links. One silent link must not blank a long
 * route: a link without a current value contributes its typical travel time for the route's
 * interval (else its free flow), the total is marked estimated and names those links, and the
 * confidence — the weakest measured link's — is scaled by the share of the length measured.
 * With no measured link at all there is nothing to anchor an estimate: the values stay empty.
 */
export async function withCurrent(db: Queryable, companyId: number, r: RouteRow): Promise<Route> {
  return (await withCurrentAll(db, companyId, [r]))[0]!;
}

/**
 * Several routes' current values (see withCurrent): their links read in one query, not one query a link and a route
 * after another, which on the embedded database also waited behind background work once a query.
 */
export async function withCurrentAll(db: Queryable, companyId: number, rs: readonly RouteRow[]): Promise<Route[]> {
  const ids = [...new Set(rs.flatMap((r) => r.link_ids))];
  const byId = new Map((await findLinks(db, companyId, ids)).map((l) => [l.id, l]));
  return Promise.all(
    rs.map((r) =>
      currentOf(
        db,
        companyId,
        r,
        r.link_ids.flatMap((id) => byId.get(id) ?? []),
      ),
    ),
  );
}

/** A route's current values from its links' (in the route's order). */
async function currentOf(db: Queryable, companyId: number, r: RouteRow, links: Link[]): Promise<Route> {
  const measured = links.filter((l) => l.current?.travel_time_s != null);
  const silent = links.filter((l) => l.current?.travel_time_s == null);
  const starts = measured
    .map((l) => l.current?.interval_start)
    .filter((s): s is string => !!s)
    .sort();
  const at = starts.length ? starts[starts.length - 1] : null;
  const typicalNow =
    at && silent.length
      ? await typicalsAt(
          db,
          companyId,
          silent.map((l) => l.id),
          at,
        )
      : new Map<number, number | null>();
  // What each link contributes now: its measured value, else the estimate.
  const estimate = (l: Link) => typicalNow.get(l.id) ?? l.current?.free_flow_s ?? null;
  const tt = at ? sum(links.map((l) => (l.current?.travel_time_s != null ? l.current.travel_time_s : estimate(l)))) : null;
  const typical = sum(links.map((l) => (l.current?.travel_time_s != null ? l.current.typical_s : typicalNow.get(l.id))));
  const ff = sum(links.map((l) => l.current?.free_flow_s));
  const totalLength = links.reduce((a, l) => a + l.length_m, 0);
  const coverage = totalLength > 0 ? measured.reduce((a, l) => a + l.length_m, 0) / totalLength : 0;
  return {
    ...r,
    current: {
      interval_start: at,
      travel_time_s: tt,
      speed_kmh: tt ? (r.length_m / tt) * 3.6 : null,
      count: measured.length ? Math.min(...measured.map((l) => l.current?.count ?? 0)) : 0,
      typical_s: typical,
      free_flow_s: ff,
      delay_s: delayVsFreeFlow(tt, ff),
      unusual_delay_s: unusualDelay(tt, typical),
      confidence: measured.length ? chainConfidence(measured.map((l) => l.current?.confidence ?? 0)) * coverage : 0,
      coverage,
      estimated: at !== null && silent.length > 0,
      estimated_links: at !== null ? silent.map((l) => ({ id: l.id, name: l.name })) : [],
    },
  };
}
