import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

export interface Page<T> {
  count: number;
  results: T[];
}

/** GET /api/map/links/ — one page with current values, sorted and searched on the server. */
export function useLinkList(p: { page: number; page_size: number; ordering: string; search?: string }) {
  return useQuery({
    queryKey: ['links', 'list', p],
    queryFn: ({ signal }) => api.get<Page<Link>>('/api/map/links/', { query: { ...p }, signal }),
    placeholderData: keepPreviousData,
  });
}
