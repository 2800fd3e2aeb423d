import { keepPreviousData } from '@tanstack/react-query';
import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

export interface Period {
  /** ISO instants. */
  from: string;
  to: string;
}

/** First/last detection and radar data time range of the device. */
export function useTimeRange(id: number) {
  return useEndpointQuery(
    deviceKeys,
    devices.details,
    { query: { devices: String(id) } },
    {
      select: (rows) => rows[0] ?? null,
      enabled: Number.isInteger(id) && id > 0,
    },
  );
}

export const SIGNAL_CODES = ['0', '1', '2', '3'] as const;

/** Detections per hour or day and signal type. */
export function useDetectionCounts(id: number, p: { from: number; to: number; interval: 'hour' | 'day' }, enabled = true) {
  return useEndpointQuery(deviceKeys, devices.detectionCounts, { params: { id }, query: p }, { enabled });
}

/** The health chart reads up to this many log lines of the period (heartbeats carry voltage and temperature). */
const HEALTH_LOG_LIMIT = 2000;

/** The device's log lines over the period, oldest first, for the health charts. */
export function useHealthLogs(id: number, p: Period) {
  return useEndpointQuery(deviceKeys, devices.logsDetail, {
    params: { id },
    query: { timestamp__gte: p.from, timestamp__lte: p.to, ordering: 'timestamp', page_size: HEALTH_LOG_LIMIT },
  });
}

export interface PageQuery {
  page: number;
  page_size: number;
  timestamp__gte?: string;
  timestamp__lte?: string;
}

/** One page of the device's log lines, newest first. */
export function useLogsPage(id: number, q: PageQuery) {
  return useEndpointQuery(
    deviceKeys,
    devices.logsDetail,
    { params: { id }, query: { ...q, ordering: '-timestamp' } },
    { placeholderData: keepPreviousData },
  );
}

/** One page of the device's radar rows, newest first. */
export function useRadarPage(id: number, q: PageQuery) {
  return useEndpointQuery(
    deviceKeys,
    devices.radarDetail,
    { params: { id }, query: { ...q, ordering: '-timestamp' } },
    { placeholderData: keepPreviousData },
  );
}
