import { useQuery } from '@tanstack/react-query';
import type { IntervalRow } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/links/{id}/intervals/?from&to&mode — processed intervals (epoch seconds). */
export function useLinkIntervals(id: number, from: number, to: number, mode = 0) {
  return useQuery({
    queryKey: ['links', 'intervals', id, from, to, mode],
    queryFn: ({ signal }) => api.get<IntervalRow[]>(`/api/map/links/${id}/intervals/`, { query: { from, to, mode }, signal }),
    enabled: id > 0,
  });
}
