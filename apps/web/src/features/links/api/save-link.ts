import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, Link } from '@roadlens/contract';
import type { LinkCreate } from '@roadlens/contract/links';
import { api } from '../../../lib/api-client.ts';

/** POST /api/map/links/ or PATCH /api/map/links/{id}/; 400s come back as ApiError with field errors. */
export function useSaveLink(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkCreate) => (id ? api.patch<Link>(`/api/map/links/${id}/`, body) : api.post<Link>('/api/map/links/', body)),
    onSuccess: (link) => {
      client.setQueryData(['links', 'detail', link.id], link);
      void client.invalidateQueries({ queryKey: ['links', 'list'] });
      void client.invalidateQueries({ queryKey: ['map', 'links'] });
    },
  });
}

/** The company's sensors, to pick a link's ends from. */
export function usePickableSensors() {
  return useQuery({
    queryKey: ['links', 'sensors'],
    queryFn: async ({ signal }) => (await api.get<{ results: Device[] }>('/api/map/devices/', { query: { page_size: 10000, ordering: 'name' }, signal })).results,
    staleTime: 60_000,
  });
}
