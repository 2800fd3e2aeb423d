import { z } from 'zod';
import { EpochSeconds, IdListText, IdText, INT4_MAX, safeJson, text } from './common.ts';

/** Data source types: 0 Sensor, 1/2/5 crowdsource, 6 link-based provider, 3 Radar, 4 Connected Car. */
export const DataSourceType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

/** Config split by tab, then plugin: `{ [tab]: { [plugin]: {...settings} } }`. */
export const DeviceConfig = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())));

export const DeviceCommand = z.object({
  command: z.string().min(1).max(500),
  created: z.string().optional(),
});
export type DeviceCommand = z.infer<typeof DeviceCommand>;

/** A processing run's tasks by state; revoked tasks count as failed. */
export const DeviceTaskCounts = z.object({
  total: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
  succeeded: z.number().int(),
});
export type DeviceTaskCounts = z.infer<typeof DeviceTaskCounts>;

export const Device = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  data_source_type: z.number().int(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  direction: z.string().nullable(),
  config: DeviceConfig,
  commands: z.array(DeviceCommand),
  /** 0 live, 1 experimental. */
  mode: z.number().int(),
  /** Schedule status code as a string '0'..'8'. */
  schedule_status: z.string(),
  /** Credit; -1 no credit, -2 expired. */
  credit: z.number().int(),
  processing_status: z.string(),
  time_zone: z.string().nullable(),
  last_seen: z.string().nullable(),
  detection_rate: z.number().nullable(),
  voltage: z.number().nullable(),
  temperature: z.number().nullable(),
  created_at: z.string(),
  /** Only in the list: the task counts of the device's latest processing run, null if it never ran. */
  task_counts: DeviceTaskCounts.nullable().optional(),
});
export type Device = z.infer<typeof Device>;

export const DeviceListQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: text().max(100).optional(),
  search: text().max(200).optional(),
  data_source_type: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
});

/** POST /api/map/devices/?s=<serial> adds a device by serial; the body may carry name and position. */
export const DeviceAddQuery = z.object({ s: text().trim().min(1).max(100) });
export const DeviceCreate = z.object({
  name: text().max(200).optional(),
  data_source_type: DataSourceType.optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  direction: text().max(100).nullable().optional(),
  time_zone: text().max(64).nullable().optional(),
});

export const DevicePatch = z.object({
  name: text().min(1).max(200).optional(),
  data_source_type: DataSourceType.optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  direction: text().max(100).nullable().optional(),
  time_zone: text().max(64).nullable().optional(),
  mode: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type DevicePatch = z.infer<typeof DevicePatch>;

/** Numeric bounds of sensor settings, checked when present in any plugin's data. */
export const FILTER_BOUNDS = {
  sigma: { min: 1, max: 3 },
  b_value: { min: 0.1, max: 1 },
  trend_threshold: { min: -1, max: 500 },
} as const;

export const UpdateConfigBody = z.object({
  tab: text().trim().min(1).max(100),
  plugin: text().trim().min(1).max(100),
  data: safeJson(z.record(z.string(), z.unknown())),
});
export type UpdateConfigBody = z.infer<typeof UpdateConfigBody>;

export const AddCommandBody = z.object({ command: text().trim().min(1).max(500) });
export const DeleteCommandQuery = z.object({ index: z.coerce.number().int().min(0).max(INT4_MAX) });

/** Filter parameters of an experimental processing run. */
export const FilterParamsBody = z.object({
  sigma: z.number().min(1).max(3).default(2),
  b_value: z.number().min(0.1).max(1).default(0.3),
  trend_threshold: z.number().int().min(-1).max(500).default(10),
});

export const ProcessBody = z
  .object({
    from: EpochSeconds.describe('Epoch seconds'),
    to: EpochSeconds.describe('Epoch seconds'),
  })
  .extend(FilterParamsBody.shape)
  .meta({ example: { from: 1763856000, to: 1763942400, sigma: 2, b_value: 0.3, trend_threshold: 10 } });
export type ProcessBody = z.infer<typeof ProcessBody>;

export const ProcessResponse = z.object({ task_id: z.string() });
export const TaskQuery = z.object({ task_id: text().min(1).max(100) });

/** Task progress. */
export const TaskProgress = z.object({
  task_id: z.string(),
  state: z.string(),
  percent: z.number(),
  color: z.string().nullable(),
  tasks: z.object({
    total: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    running: z.number().int(),
    succeeded: z.number().int(),
  }),
});
export type TaskProgress = z.infer<typeof TaskProgress>;

export const WriteExpToLiveBody = z.object({ from: EpochSeconds, to: EpochSeconds });
export const WriteExpToLiveResponse = z.object({ detail: z.string(), intervals: z.number().int(), matches: z.number().int() });

/** Device time range: epoch seconds. */
export const DeviceTimeRange = z.object({
  id: z.number().int(),
  serial: z.string(),
  first: z.number().nullable(),
  last: z.number().nullable(),
  no_data_days: z.array(z.number()),
  radar_data_time_range: z.object({ first: z.number().nullable(), last: z.number().nullable() }),
});
export type DeviceTimeRange = z.infer<typeof DeviceTimeRange>;

export const DetailsQuery = z.object({ devices: IdListText.describe('Comma-separated device ids') });
export const DetailsBody = z.object({ devices: z.array(IdText).max(5000) });

export const AverageDetailQuery = z.object({ data_type: z.coerce.number().int().min(0).max(INT4_MAX).default(0) });
/** Many devices' averages at once; ids of other companies are skipped, at most 500 are read. */
export const AverageDetailsMultipleQuery = z.object({
  devices: IdListText,
  data_type: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export const AverageDetail = z.object({
  id: z.number().int(),
  data_type: z.number().int(),
  days: z.number().int(),
  total: z.number().int(),
  average_per_day: z.number(),
  by_hour: z.array(z.number()),
});

export const SubmitPortsBody = z.object({
  ports: z.array(z.object({ name: text().min(1).max(100), port: z.number().int().min(1).max(65535) })).max(100),
});

/** GET /api/map/devices/{id}/comparison/ — live vs experimental results of one of the device's links. */
export const ComparisonQuery = z.object({
  from: EpochSeconds.describe('Epoch seconds'),
  to: EpochSeconds.describe('Epoch seconds'),
  link_id: IdText.optional().describe('One of the device’s links; the first by name when absent'),
});
const ComparisonInterval = z.object({
  start: z.number().describe('Epoch seconds'),
  raw_count: z.number().int(),
  accepted_count: z.number().int(),
  median_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
});
export const ComparisonSample = z.object({
  mode: z.number().int().describe('0 live, 1 experimental'),
  arrival: z.number().describe('Epoch seconds'),
  travel_time_s: z.number(),
  accepted: z.boolean(),
  reason: z.string().nullable().describe('Why the filter rejected it'),
});
export type ComparisonSample = z.infer<typeof ComparisonSample>;
export const DeviceComparison = z.object({
  links: z.array(z.object({ id: z.number().int(), name: z.string() })),
  link_id: z.number().int().nullable(),
  live: z.array(ComparisonInterval),
  experimental: z.array(ComparisonInterval),
  samples: z.array(ComparisonSample),
  samples_truncated: z.boolean(),
});
export type DeviceComparison = z.infer<typeof DeviceComparison>;

/** GET /api/map/devices/{id}/detection_counts/ — detections per interval and signal type (overview charts). */
export const DetectionCountsQuery = z.object({
  from: EpochSeconds.describe('Epoch seconds'),
  to: EpochSeconds.describe('Epoch seconds'),
  interval: z.enum(['hour', 'day']).default('hour'),
});
export const DetectionCountRow = z.object({
  start: z.number().describe('Interval start, epoch seconds (UTC buckets)'),
  signal: z.number().int().describe('0 BT Discovery, 1 BT LE, 2 Wifi, 3 BT Connected'),
  count: z.number().int(),
});
export type DetectionCountRow = z.infer<typeof DetectionCountRow>;

/** GET /api/map/devices/{id}/radar_counts/ — a radar sensor's vehicles, speed and occupancy per interval and lane. */
export const RadarCountsQuery = DetectionCountsQuery;
export const RadarCountRow = z.object({
  start: z.number().describe('Interval start, epoch seconds (UTC buckets)'),
  lane: z.number().int().nullable(),
  count: z.number().int().describe('Vehicles counted'),
  speed_kmh: z.number().nullable().describe('Mean speed, weighted by the vehicles of each radar row'),
  occupancy: z.number().nullable().describe('Mean occupancy, percent'),
});
export type RadarCountRow = z.infer<typeof RadarCountRow>;
