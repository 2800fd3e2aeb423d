import { useQuery } from '@tanstack/react-query';
import type { IntervalRow, Route } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/routes/{id}/ — the page shows its own not-found state. */
export function useRoute(id: number) {
  return useQuery({
    queryKey: ['routes', 'detail', id],
    queryFn: ({ signal }) => api.get<Route>(`/api/map/routes/${id}/`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

/** GET /api/map/routes/{id}/intervals/?from&to — the route's 5-minute rows (sums over its links). */
export function useRouteIntervals(id: number, from: number, to: number) {
  return useQuery({
    queryKey: ['routes', 'intervals', id, from, to],
    queryFn: ({ signal }) => api.get<IntervalRow[]>(`/api/map/routes/${id}/intervals/`, { query: { from, to }, signal }),
    enabled: id > 0,
  });
}
