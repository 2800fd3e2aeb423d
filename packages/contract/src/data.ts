import { z } from 'zod';
import { Id, IdListText, IdText, INT4_MAX, queryBool, text, TimestampText } from './common.ts';

/** A stored detection (fingerprint already re-keyed). Times ISO 8601. */
export const RecordRow = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  fingerprint: z.string(),
  tag: z.string().nullable(),
  create_time: z.string(),
  sync_time: z.string(),
  rssi: z.number().nullable(),
  signal: z.number().int(),
});
export type RecordRow = z.infer<typeof RecordRow>;

export const RecordsQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: z.enum(['create_time', '-create_time', 'sync_time', '-sync_time', 'rssi', '-rssi', 'id', '-id']).optional(),
  device_id: IdText.optional(),
  create_time__gte: TimestampText.optional(),
  create_time__lte: TimestampText.optional(),
  fingerprint: text().max(100).optional(),
  /** 0 BT Discovery, 1 BT LE, 2 Wifi, 3 BT Connected; `a` = all. */
  signal: z.enum(['0', '1', '2', '3', 'a'], { error: 'Must be 0, 1, 2, 3 or a.' }).optional(),
  export: z.string().optional(),
});

export const CountListRow = z.object({ date: z.string(), count: z.number().int() });

export const RadarRow = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  timestamp: z.string(),
  lane: z.number().int().nullable(),
  count: z.number().int(),
  speed_kmh: z.number().nullable(),
  occupancy: z.number().nullable(),
  vehicle_class: z.string().nullable(),
});
export type RadarRow = z.infer<typeof RadarRow>;

export const LogRow = z.object({
  id: z.number().int(),
  device_id: z.number().int(),
  timestamp: z.string(),
  level: z.string(),
  message: z.string(),
  voltage: z.number().nullable(),
  temperature: z.number().nullable(),
});
export type LogRow = z.infer<typeof LogRow>;

/** device_process rows: per link/interval processed values, attributed to the link's origin device. */
export const DeviceProcessRow = z.object({
  device_id: z.number().int(),
  link_id: z.number().int(),
  last_detection: z.string().describe('Interval start'),
  type: z.number().int().describe('Mode: 0 live, 1 experimental'),
  raw_count: z.number().int(),
  accepted_count: z.number().int(),
  median_s: z.number().nullable(),
  p85_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
});
export type DeviceProcessRow = z.infer<typeof DeviceProcessRow>;

/** device_average rows: travel times of the links leaving a device, per link and aggregation bucket. */
export const DeviceAverageRow = z.object({
  device_id: z.number().int(),
  link_id: z.number().int(),
  timestamp: z.string().describe('Bucket start'),
  raw_count: z.number().int(),
  accepted_count: z.number().int(),
  mean_s: z.number().nullable(),
  median_s: z.number().nullable(),
  p85_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
});
export type DeviceAverageRow = z.infer<typeof DeviceAverageRow>;

/** Comma-separated integers in [min, max] (weekdays 1..7, hours 0..23), parsed to a list. */
export const intList = (min: number, max: number) =>
  z
    .string()
    .max(200)
    .regex(/^\d+(,\d+)*$/, 'Comma-separated integers.')
    .transform((s) => s.split(',').map(Number))
    .refine((xs) => xs.every((x) => x >= min && x <= max), `Each value must be between ${min} and ${max}.`);

/**
 * Where device_process/device_average read from: `intervals` (the pre-aggregated 5-minute link
 * rows) or `matches` (every stored travel-time sample, aggregated now: exact percentiles).
 */
export const DATABASES = ['intervals', 'matches'] as const;
export type Database = (typeof DATABASES)[number];

/** Paged, time-filtered rows of one kind (radar rows, log lines); `export` answers a zip instead. */
export const TimeQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: z.enum(['timestamp', '-timestamp']).default('-timestamp'),
  device_id: IdText.optional(),
  timestamp__gte: TimestampText.optional(),
  timestamp__lte: TimestampText.optional(),
  export: queryBool.optional(),
});

export const DeviceProcessQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  device_id: IdText.optional(),
  last_detection__gte: TimestampText.optional(),
  last_detection__lte: TimestampText.optional(),
  type: z.coerce.number().int().min(0).max(1).default(0),
  /** Store read: `intervals` (stored 5-minute rows) or `matches` (5-minute rows recomputed from every sample). */
  database: z.enum(DATABASES).default('intervals'),
  no_pagination: queryBool.optional(),
  weekdays: intList(1, 7).optional(),
  hours: intList(0, 23).optional(),
  down_sample: z.coerce.number().int().min(1).max(1000).optional(),
  /** A zip of one CSV of every matching row (no paging), streamed. */
  export: queryBool.optional(),
});

const AVERAGE_AGGREGATIONS = ['hour', 'day', 'week', 'month'] as const;
const averageCommon = {
  timestamp__gte: TimestampText.optional(),
  timestamp__lte: TimestampText.optional(),
  aggregation: z.enum(AVERAGE_AGGREGATIONS).default('hour'),
  /** Mode: 0 live, 1 experimental. */
  type: z.coerce.number().int().min(0).max(1).default(0),
  /** Store read: `intervals` (pre-aggregated 5-minute rows) or `matches` (every sample; exact percentiles). */
  database: z.enum(DATABASES).default('intervals'),
};
export const DeviceAverageQuery = z.object({
  ...averageCommon,
  device_id: IdText.optional(),
  weekdays: intList(1, 7).optional(),
  hours: intList(0, 23).optional(),
  /** A zip of one CSV of the rows, streamed. */
  export: queryBool.optional(),
});
/** The same for many devices: ids travel in the body once they no longer fit a query string. */
export const DeviceAverageListBody = z.object({
  ...averageCommon,
  devices: z.array(Id).min(1).max(5000),
  weekdays: z.array(z.number().int().min(1).max(7)).optional(),
  hours: z.array(z.number().int().min(0).max(23)).optional(),
});

/** The row kinds a device's data can be cleared of. */
export const CLEARABLE_KINDS = ['records', 'radar_data', 'logs'] as const;
export const ClearParams = z.object({ kind: z.enum(CLEARABLE_KINDS), id: IdText });
export const ClearResponse = z.object({ detail: z.string(), deleted: z.number().int() });

/** Ids of the company's devices, comma-separated. */
export const DeviceIdsQuery = z.object({ devices: IdListText });

export const LogStatusRow = z.object({
  device_id: z.number().int(),
  serial: z.string(),
  last_seen: z.string().nullable(),
  voltage: z.number().nullable(),
  temperature: z.number().nullable(),
  detection_rate: z.number().nullable(),
  online: z.boolean(),
});
