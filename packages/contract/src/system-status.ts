import { z } from 'zod';

/** Sensor and ingest figures of one company (staff see every company here). */
export const CompanyStatus = z.object({
  id: z.number().int(),
  name: z.string(),
  sensors_total: z.number().int(),
  /** Seen within the last 15 minutes. */
  sensors_online: z.number().int(),
  /** Never seen, or not seen for 2 hours (the thresholds of the alerts dashboard). */
  sensors_offline: z.number().int(),
  /** Detections whose create_time falls in the last hour. */
  detections_last_hour: z.number().int(),
  /** When the newest detection or radar row reached the server (ISO), null if none ever did. */
  last_ingest: z.string().nullable(),
});
export type CompanyStatus = z.infer<typeof CompanyStatus>;

export const TaskState = z.enum(['pending', 'running', 'succeeded', 'failed', 'revoked']);
export type TaskState = z.infer<typeof TaskState>;

export const SystemStatus = z.object({
  /** When these figures were read (ISO). */
  generated_at: z.string(),
  server: z.object({
    version: z.string(),
    release: z.string(),
    started_at: z.string(),
    uptime_s: z.number(),
    node: z.string(),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    size_bytes: z.number(),
    migration: z.number().int(),
    migrations_applied: z.number().int(),
    migrations_known: z.number().int(),
  }),
  companies: z.array(CompanyStatus),
  /** Experimental processing tasks by state; every state present, zero when none. */
  tasks: z.record(TaskState, z.number().int()),
  live_processing: z.object({
    /** Links with a batch of their origin's or destination's detections still waiting in the live backlog. */
    links_behind: z.number().int(),
    /** Links that have a live state (were processed at least once). */
    links_processed: z.number().int(),
    /**
     * How long the oldest batch a link still waits for has waited, in seconds; 0 when nothing is
     * waiting, null when no link has data.
     */
    lag_s: z.number().nullable(),
  }),
  sessions_active: z.number().int(),
  mail_outbox_pending: z.number().int(),
  memory: z.object({ rss_bytes: z.number(), heap_used_bytes: z.number(), heap_total_bytes: z.number() }),
});
export type SystemStatus = z.infer<typeof SystemStatus>;
