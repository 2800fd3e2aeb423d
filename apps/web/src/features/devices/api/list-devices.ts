import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Device } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
export interface DeviceListParams {
  page: number;
  page_size: number;
  ordering: string;
  search?: string;
}

/** GET /api/map/devices/ — one page, sorted and filtered on the server. */
export function useDeviceList(p: DeviceListParams) {
  return useQuery({
    queryKey: ['devices', 'list', p],
    queryFn: ({ signal }) => api.get<Page<Device>>('/api/map/devices/', { query: { ...p }, signal }),
    placeholderData: keepPreviousData,
  });
}
