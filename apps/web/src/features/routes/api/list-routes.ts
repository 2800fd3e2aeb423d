import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Route } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/routes/ — one page with current values, sorted and searched on the server. */
export function useRouteList(p: { page: number; page_size: number; ordering: string; search?: string }) {
  return useQuery({
    queryKey: ['routes', 'list', p],
    queryFn: ({ signal }) => api.get<{ count: number; results: Route[] }>('/api/map/routes/', { query: { ...p }, signal }),
    placeholderData: keepPreviousData,
  });
}
