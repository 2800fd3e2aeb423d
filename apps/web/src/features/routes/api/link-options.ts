import { useQuery } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** Every link of the company (names and ends) to pick a route's chain from and to name its steps. */
export function useLinkOptions() {
  return useQuery({
    queryKey: ['routes', 'link-options'],
    queryFn: async ({ signal }) => (await api.get<{ results: Link[] }>('/api/map/links/', { query: { page_size: 10000, ordering: 'name' }, signal })).results,
    staleTime: 60_000,
  });
}
