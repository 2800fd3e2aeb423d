import { routes } from '@roadlens/contract/endpoints/routes';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { routeKeys } from '../../../lib/api/keys.ts';

/** One route with its current values; the page shows its own not-found state. */
export function useRoute(id: number) {
  return useEndpointQuery(routeKeys, routes.get, { params: { id } }, { enabled: id > 0, retry: false });
}

/** The route's 5-minute rows (sums over its links). */
export function useRouteIntervals(id: number, from: number, to: number) {
  return useEndpointQuery(routeKeys, routes.intervals, { params: { id }, query: { from, to } }, { enabled: id > 0 });
}

/** The route's typical travel time for each 5-minute slot of the period (its time-of-week profile). */
export function useRouteTypical(id: number, from: number, to: number) {
  return useEndpointQuery(routeKeys, routes.typical, { params: { id }, query: { from, to } }, { enabled: id > 0, staleTime: 5 * 60_000 });
}
