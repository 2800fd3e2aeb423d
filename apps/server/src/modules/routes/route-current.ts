import type { Queryable } from '../../db/index.ts';
import type { Route } from '@roadlens/contract/links';
import { findLink } from '../links/links.queries.ts';
import type { RouteRow } from './routes.queries.ts';

const sum = (xs: Array<number | null | undefined>): number | null => (xs.every((x) => x != null) ? (xs as number[]).reduce((a, b) => a + b, 0) : null);

/** A route's current values are the sums over its links; unknown when any link has no value. */
export async function withCurrent(db: Queryable, companyId: number, r: RouteRow): Promise<Route> {
  const links = await Promise.all(r.link_ids.map((id) => findLink(db, companyId, id)));
  const cur = links.map((l) => l?.current);
  const tt = sum(cur.map((c) => c?.travel_time_s));
  const ff = sum(cur.map((c) => c?.free_flow_s));
  const starts = cur.map((c) => c?.interval_start).filter((s): s is string => !!s).sort();
  return {
    ...r,
    current: {
      interval_start: starts.length ? starts[starts.length - 1] : null,
      travel_time_s: tt,
      speed_kmh: tt ? (r.length_m / tt) * 3.6 : null,
      count: Math.min(...cur.map((c) => c?.count ?? 0), Number.MAX_SAFE_INTEGER),
      typical_s: sum(cur.map((c) => c?.typical_s)),
      free_flow_s: ff,
      delay_s: tt != null && ff != null ? Math.max(0, tt - ff) : null,
    },
  };
}
