import { z } from 'zod';

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
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: z.enum(['create_time', '-create_time', 'sync_time', '-sync_time', 'rssi', '-rssi', 'id', '-id']).optional(),
  device_id: z.coerce.number().int().optional(),
  create_time__gte: z.string().optional(),
  create_time__lte: z.string().optional(),
  fingerprint: z.string().max(100).optional(),
  signal: z.string().max(2).optional(),
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

export const DeviceAverageQuery = z.object({
  device_id: z.coerce.number().int().optional(),
  timestamp__gte: z.string().optional(),
  timestamp__lte: z.string().optional(),
  aggregation: z.enum(['hour', 'day', 'week', 'month']).default('hour'),
  weekdays: z.string().max(20).optional().describe('Comma list 1..7 (Mon..Sun)'),
  hours: z.string().max(100).optional().describe('Comma list 0..23'),
  type: z.coerce.number().int().min(0).max(1).optional().describe('Mode: 0 live, 1 experimental'),
  database: z.enum(['intervals', 'matches']).optional().describe('intervals (5-minute rows, default) or matches (exact percentiles)'),
});

export const LogStatusRow = z.object({
  device_id: z.number().int(),
  serial: z.string(),
  last_seen: z.string().nullable(),
  voltage: z.number().nullable(),
  temperature: z.number().nullable(),
  detection_rate: z.number().nullable(),
  online: z.boolean(),
});
