import { useQuery } from '@tanstack/react-query';
import type { Device } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** Every sensor of the company (health is judged client-side from last_seen); refreshed each minute. */
export function useAllDevices() {
  return useQuery({
    queryKey: ['alerts-dashboard', 'devices'],
    queryFn: async ({ signal }) =>
      (await api.get<{ results: Device[] }>('/api/map/devices/', { query: { page_size: 10000, ordering: 'name' }, signal })).results,
    refetchInterval: 60_000,
  });
}
