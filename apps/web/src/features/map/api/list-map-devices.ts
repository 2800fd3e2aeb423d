import { useQuery } from '@tanstack/react-query';
import type { Device } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

interface Page<T> {
  count: number;
  results: T[];
}
export const MAP_DEVICES_KEY = ['map', 'devices'] as const;

/** All sensors of the company, for drawing. */
export async function listMapDevices(): Promise<Device[]> {
  const r = await api.get<Page<Device> | Device[]>('/api/map/devices/', { query: { page_size: 10000 } });
  return Array.isArray(r) ? r : r.results;
}

export function useMapDevices() {
  return useQuery({ queryKey: MAP_DEVICES_KEY, queryFn: listMapDevices, staleTime: 60_000, refetchInterval: 60_000 });
}
