import { useQuery } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/links/{id}/ — the page shows its own not-found state. */
export function useLink(id: number) {
  return useQuery({
    queryKey: ['links', 'detail', id],
    queryFn: ({ signal }) => api.get<Link>(`/api/map/links/${id}/`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}
