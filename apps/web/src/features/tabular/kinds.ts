import type { Endpoint } from '@roadlens/contract/endpoint';
import { data } from '@roadlens/contract/endpoints/data';

/** The data the Tabular Data screen queries, and which filters each takes. */
export const KINDS = ['records', 'radar_data', 'logs', 'device_process', 'device_average'] as const;
export type Kind = (typeof KINDS)[number];

export const AGGREGATIONS = ['hour', 'day', 'week', 'month'] as const;
export const SIGNALS = ['a', '0', '1', '2', '3'] as const;
/** Store read by the processed kinds: stored 5-minute intervals, or every matched sample (exact percentiles). */
export { DATABASES } from '@roadlens/contract/data';

export interface KindSpec {
  /** The list operation of the contract this kind reads. */
  endpoint: Endpoint & { method: 'GET' };
  /** Server-side sort keys (the column fields); empty: the server's fixed order. */
  orderings: string[];
  defaultOrdering: string;
  /** The server answers `?export=true` with a zip of one CSV for records, radar_data, logs and the list kinds. */
  exportable: boolean;
  /** Processed travel times: mode (type), store (database) and the weekday/hour selector apply. */
  dayHour: boolean;
  /** Answers a plain list rather than a DRF page (paged in the browser). */
  unpaged: boolean;
}

export const SPECS: Record<Kind, KindSpec> = {
  records: {
    endpoint: data.records,
    orderings: ['create_time', 'sync_time', 'rssi'],
    defaultOrdering: '-create_time',
    exportable: true,
    dayHour: false,
    unpaged: false,
  },
  radar_data: {
    endpoint: data.radar,
    orderings: ['timestamp'],
    defaultOrdering: '-timestamp',
    exportable: true,
    dayHour: false,
    unpaged: false,
  },
  logs: { endpoint: data.logs, orderings: ['timestamp'], defaultOrdering: '-timestamp', exportable: true, dayHour: false, unpaged: false },
  device_process: {
    endpoint: data.deviceProcess,
    orderings: [],
    defaultOrdering: 'last_detection',
    exportable: true,
    dayHour: true,
    unpaged: false,
  },
  device_average: {
    endpoint: data.deviceAverage,
    orderings: [],
    defaultOrdering: 'timestamp',
    exportable: true,
    dayHour: true,
    unpaged: true,
  },
};

export const kindOf = (v: string | null | undefined): Kind => ((KINDS as readonly string[]).includes(v ?? '') ? (v as Kind) : 'records');

/** URL filter keys of the screen (page, ordering and search are the list's own). */
export const FILTER_KEYS = [
  'kind',
  'device',
  'from',
  'to',
  'weekdays',
  'hours',
  'aggregation',
  'down_sample',
  'type',
  'database',
  'signal',
  'fingerprint',
] as const;

/** Default time range: the last day (86400 s), used when the URL has none. */
export const DAY_S = 86_400;

/**
 * The server query of one kind from the URL filters: each call names its time fields differently
 * (create_time, timestamp, last_detection) and takes only its own filters.
 */
export function serverQuery(
  kind: Kind,
  f: Record<string, string>,
  range: { from: string; to: string },
): Record<string, string | undefined> {
  const device_id = f.device || undefined;
  switch (kind) {
    case 'records':
      return {
        device_id,
        create_time__gte: range.from,
        create_time__lte: range.to,
        fingerprint: f.fingerprint,
        signal: f.signal && f.signal !== 'a' ? f.signal : undefined,
      };
    case 'radar_data':
    case 'logs':
      return { device_id, timestamp__gte: range.from, timestamp__lte: range.to };
    case 'device_process':
      return {
        device_id,
        last_detection__gte: range.from,
        last_detection__lte: range.to,
        type: f.type,
        database: f.database,
        weekdays: f.weekdays,
        hours: f.hours,
        down_sample: f.down_sample,
      };
    case 'device_average':
      return {
        device_id,
        timestamp__gte: range.from,
        timestamp__lte: range.to,
        aggregation: f.aggregation || 'hour',
        type: f.type,
        database: f.database,
        weekdays: f.weekdays,
        hours: f.hours,
      };
  }
}
