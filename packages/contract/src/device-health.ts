import { z } from 'zod';

export const DeviceProblem = z.enum(['offline', 'silent', 'low_rate']);
export type DeviceProblem = z.infer<typeof DeviceProblem>;

/** One sensor's health for the alerts dashboard. */
export const DeviceHealth = z.object({
  id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  last_seen: z.string().nullable(),
  /** null = healthy. */
  problem: DeviceProblem.nullable(),
  /** Detections in the last hour. */
  rate_per_hour: z.number().int(),
  /** Mean detections in the same hour of the week over the previous four weeks that had any; null = no history. */
  usual_per_hour: z.number().nullable(),
});
export type DeviceHealth = z.infer<typeof DeviceHealth>;

export const DeviceHealthReport = z.object({
  checked_at: z.string(),
  counts: z.object({ offline: z.number().int(), silent: z.number().int(), low_rate: z.number().int(), healthy: z.number().int() }),
  /** Sensors with a problem, worst first (offline, silent, low rate), then by name. */
  problems: z.array(DeviceHealth),
});
export type DeviceHealthReport = z.infer<typeof DeviceHealthReport>;
