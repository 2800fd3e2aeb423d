import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DetectionCountRow, DeviceTimeRange } from '@roadlens/contract/devices';
import type { LogRow, RadarRow } from '@roadlens/contract/data';
import { api } from '../../../lib/api-client.ts';
import type { Page } from './list-devices.ts';

export interface Period {
  /** ISO instants. */
  from: string;
  to: string;
}

/** GET /api/map/devices/details/?devices=id — first/last detection and radar data time range (core §3). */
export function useTimeRange(id: number) {
  return useQuery({
    queryKey: ['devices', 'time-range', id],
    queryFn: ({ signal }) => api.get<DeviceTimeRange[]>('/api/map/devices/details/', { query: { devices: id }, signal }),
    select: (rows) => rows[0] ?? null,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const SIGNAL_CODES = ['0', '1', '2', '3'] as const;

/** GET /api/map/devices/{id}/detection_counts/ — detections per hour or day and signal type. */
export function useDetectionCounts(id: number, p: { from: number; to: number; interval: 'hour' | 'day' }) {
  return useQuery({
    queryKey: ['devices', 'detection-counts', id, p],
    queryFn: ({ signal }) => api.get<DetectionCountRow[]>(`/api/map/devices/${id}/detection_counts/`, { query: { ...p }, signal }),
  });
}

/** The health chart reads up to this many log lines of the period (heartbeats carry voltage and temperature). */
const HEALTH_LOG_LIMIT = 2000;

/** GET /api/map/devices/{id}/logs_detail/ over the period, oldest first, for the health charts. */
export function useHealthLogs(id: number, p: Period) {
  return useQuery({
    queryKey: ['devices', 'health-logs', id, p],
    queryFn: ({ signal }) =>
      api.get<Page<LogRow>>(`/api/map/devices/${id}/logs_detail/`, {
        query: { timestamp__gte: p.from, timestamp__lte: p.to, ordering: 'timestamp', page_size: HEALTH_LOG_LIMIT },
        signal,
      }),
  });
}

export interface PageQuery {
  page: number;
  page_size: number;
  timestamp__gte?: string;
  timestamp__lte?: string;
}

/** GET /api/map/devices/{id}/logs_detail/ — one page, newest first. */
export function useLogsPage(id: number, q: PageQuery) {
  return useQuery({
    queryKey: ['devices', 'logs', id, q],
    queryFn: ({ signal }) => api.get<Page<LogRow>>(`/api/map/devices/${id}/logs_detail/`, { query: { ...q, ordering: '-timestamp' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/map/devices/{id}/radardata_detail/ — one page, newest first. */
export function useRadarPage(id: number, q: PageQuery) {
  return useQuery({
    queryKey: ['devices', 'radar', id, q],
    queryFn: ({ signal }) => api.get<Page<RadarRow>>(`/api/map/devices/${id}/radardata_detail/`, { query: { ...q, ordering: '-timestamp' }, signal }),
    placeholderData: keepPreviousData,
  });
}
