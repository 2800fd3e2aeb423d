import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordRow } from '@roadlens/contract';
import { api, type Query } from '../../../lib/api-client.ts';
import type { Page } from './list-devices.ts';

export interface RecordFilters {
  device_id: number;
  page: number;
  page_size: number;
  create_time__gte?: string;
  create_time__lte?: string;
  fingerprint?: string;
  signal?: string;
}

/** GET /api/map/records/ — a device's detections, newest first. */
export function useRecords(f: RecordFilters) {
  return useQuery({
    queryKey: ['devices', 'records', f],
    queryFn: ({ signal }) => api.get<Page<RecordRow>>('/api/map/records/', { query: { ...f, ordering: '-create_time' } as Query, signal }),
    placeholderData: keepPreviousData,
  });
}
