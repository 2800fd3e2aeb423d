import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeviceComparison } from '@roadlens/contract/devices';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/devices/{id}/comparison/ — live vs experimental intervals and samples of one link. */
export function useComparison(id: number, p: { from: number; to: number; link_id?: number }, enabled = true) {
  return useQuery({
    queryKey: ['devices', 'comparison', id, p],
    queryFn: ({ signal }) => api.get<DeviceComparison>(`/api/map/devices/${id}/comparison/`, { query: { ...p }, signal }),
    enabled: enabled && p.to > p.from,
    placeholderData: keepPreviousData,
  });
}
