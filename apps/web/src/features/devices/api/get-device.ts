import { useQuery } from '@tanstack/react-query';
import type { Device } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

export const deviceKey = (id: number) => ['devices', 'detail', id] as const;

/** GET /api/map/devices/{id}/ — the page shows its own not-found state, so no 404 toast. */
export function useDevice(id: number) {
  return useQuery({
    queryKey: deviceKey(id),
    queryFn: ({ signal }) => api.get<Device>(`/api/map/devices/${id}/`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
