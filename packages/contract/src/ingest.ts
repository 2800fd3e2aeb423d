import { z } from 'zod';
import { EPOCH_MAX, isTimestampText, text } from './common.ts';

const time = z
  .union([
    z.string().datetime({ offset: true }).refine(isTimestampText, 'Enter a valid date/time.'),
    z.number().positive().max(EPOCH_MAX, 'Must be before the year 10000.'),
  ])
  .describe('ISO 8601 or epoch seconds');

export const IngestDetection = z.object({
  serial: text().trim().min(1).max(100).describe('Device serial within the caller’s company'),
  fingerprint: text().trim().min(1).max(200).describe('Hashed device address as sent by the sensor'),
  create_time: time,
  rssi: z.number().int().min(-150).max(20).nullable().optional(),
  signal: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
  tag: text().max(200).nullable().optional(),
});
export type IngestDetection = z.input<typeof IngestDetection>;

export const IngestDetectionsBody = z.object({ records: z.array(z.unknown()).min(1).max(20000) }).meta({
  example: {
    records: [
      { serial: 'IST-001', fingerprint: '9f2c4e1ab07d', create_time: '2026-11-23T08:00:01Z', rssi: -71, signal: 0 },
      { serial: 'IST-002', fingerprint: '9f2c4e1ab07d', create_time: 1763884921, rssi: -65, signal: 1 },
    ],
  },
});

export const IngestRadar = z.object({
  serial: text().trim().min(1).max(100),
  timestamp: time,
  lane: z.number().int().min(0).max(20).nullable().optional(),
  count: z.number().int().min(0).max(100000),
  speed_kmh: z.number().min(0).max(400).nullable().optional(),
  occupancy: z.number().min(0).max(100).nullable().optional(),
  vehicle_class: text().max(50).nullable().optional(),
});
export const IngestRadarBody = z.object({ records: z.array(z.unknown()).min(1).max(20000) }).meta({
  example: { records: [{ serial: 'IST-R01', timestamp: '2026-11-23T08:05:00Z', lane: 1, count: 42, speed_kmh: 58.5, occupancy: 12 }] },
});

export const IngestLog = z.object({
  serial: text().trim().min(1).max(100),
  timestamp: time,
  level: z.enum(['debug', 'info', 'warning', 'error']).default('info'),
  message: text().max(2000).default(''),
  voltage: z.number().min(0).max(1000).nullable().optional(),
  temperature: z.number().min(-100).max(200).nullable().optional(),
});
export const IngestLogsBody = z.object({ records: z.array(z.unknown()).min(1).max(20000) }).meta({
  example: {
    records: [
      { serial: 'IST-001', timestamp: '2026-11-23T08:00:00Z', level: 'info', message: 'heartbeat', voltage: 12.4, temperature: 31 },
    ],
  },
});

export const IngestResponse = z.object({ accepted: z.number().int(), batch_id: z.string() });
export type IngestResponse = z.infer<typeof IngestResponse>;
