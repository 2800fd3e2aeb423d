import { z } from 'zod';
import { ReportRunStatus } from './report-run-status.ts';
import { Id, IdText, text } from './common.ts';
import { TimeZone } from './company.ts';

/**
 * Reports: a saved selection (source, objects, period, metrics, charts, formats) generated now or
 * on a schedule into CSV, XLSX and PDF files by a durable background job.
 */

/** Where a report's figures come from. `tabular` is the per-device data of the data screens. */
export const REPORT_SOURCES = ['insight', 'traffic_stats', 'route_monitoring', 'tabular'] as const;
export const ReportSource = z.enum(REPORT_SOURCES);
export type ReportSource = z.infer<typeof ReportSource>;

export const REPORT_OBJECT_KINDS = ['link', 'route', 'device'] as const;
export const ReportObjectKind = z.enum(REPORT_OBJECT_KINDS);
export type ReportObjectKind = z.infer<typeof ReportObjectKind>;

/** Which object kinds each source reports on. */
export const REPORT_SOURCE_KINDS = {
  insight: ['link', 'route'],
  traffic_stats: ['link'],
  route_monitoring: ['route'],
  tabular: ['device'],
} as const satisfies Record<ReportSource, readonly ReportObjectKind[]>;

/**
 * The metrics each source offers (columns of the table). `detections` counts raw detections,
 * so a report holding it may span at most a year.
 */
export const REPORT_METRICS = {
  insight: ['travel_time', 'speed', 'percentiles', 'tti', 'pti', 'buffer_index', 'lottr', 'samples'],
  traffic_stats: ['travel_time', 'speed', 'free_flow', 'congestion_index', 'delay', 'samples'],
  route_monitoring: ['travel_time', 'typical', 'speed', 'samples'],
  tabular: ['detections', 'travel_time', 'speed', 'samples'],
} as const satisfies Record<ReportSource, readonly string[]>;
export type ReportMetric = (typeof REPORT_METRICS)[ReportSource][number];
export const ALL_REPORT_METRICS = [...new Set(Object.values(REPORT_METRICS).flat())] as ReportMetric[];

/** Charts a PDF can draw, each one line per object over the period (daily, hourly for a one-day period). */
export const REPORT_CHARTS = ['travel_time', 'speed', 'samples'] as const;
export const ReportChart = z.enum(REPORT_CHARTS);
export type ReportChart = z.infer<typeof ReportChart>;

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const ReportFormat = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormat>;

/** Longest period a report covers (days, both ends included). */
export const REPORT_MAX_DAYS = 366;

const LocalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Enter a valid date.',
  );

/**
 * The period a run covers, in the report's time zone. `d`, `w`, `m`: relative to the run — the
 * local day before it, the 7 local days before it, the calendar month before its month.
 * `fixed`: `from`..`to`, both included.
 */
export const ReportPeriod = z
  .object({ kind: z.enum(['d', 'w', 'm', 'fixed']), from: LocalDate.optional(), to: LocalDate.optional() })
  .superRefine((p, ctx) => {
    if (p.kind !== 'fixed') return;
    if (!p.from) return ctx.addIssue({ code: 'custom', path: ['from'], message: 'Enter the first day of the period.' });
    if (!p.to) return ctx.addIssue({ code: 'custom', path: ['to'], message: 'Enter the last day of the period.' });
    const days = (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A period may span at most ${REPORT_MAX_DAYS} days.` });
  });
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/**
 * When a report runs by itself, at local `time` in the report's time zone: every day (`d`),
 * every week on `weekday` (ISO, 1 = Monday; `w`) or every month on `day_of_month` (`m`; the
 * 31st runs on the last day of shorter months). `start`: the first local day it may run (today
 * or later).
 */
export const ReportSchedule = z
  .object({
    frequency: z.enum(['d', 'w', 'm']),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (00:00 to 23:59).'),
    weekday: z.number().int().min(1).max(7).optional(),
    day_of_month: z.number().int().min(1).max(31).optional(),
    start: LocalDate.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.frequency === 'w' && s.weekday === undefined)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Choose the weekday a weekly report runs on.' });
    if (s.frequency === 'm' && s.day_of_month === undefined)
      ctx.addIssue({ code: 'custom', path: ['day_of_month'], message: 'Choose the day of the month a monthly report runs on.' });
  });
export type ReportSchedule = z.infer<typeof ReportSchedule>;

export const ReportObjectRef = z.object({ kind: ReportObjectKind, id: Id });
export type ReportObjectRef = z.infer<typeof ReportObjectRef>;

const fields = {
  name: text().trim().min(1).max(200),
  source: ReportSource,
  objects: z.array(ReportObjectRef).min(1, 'Choose at least one object.').max(100),
  period: ReportPeriod,
  metrics: z.array(z.enum(ALL_REPORT_METRICS as [ReportMetric, ...ReportMetric[]])).min(1, 'Choose at least one metric.'),
  charts: z.array(ReportChart).max(REPORT_CHARTS.length),
  formats: z.array(ReportFormat).min(1, 'Choose at least one format.').max(REPORT_FORMATS.length),
  /** Null: no schedule, generated only on demand. */
  schedule: ReportSchedule.nullable(),
  /** IANA zone the period and schedule are read in; null follows the company's zone. */
  time_zone: TimeZone.nullable(),
  /** Users of the same company who get the ready notification (the owner always does). */
  recipients: z.array(Id).max(200),
  /** Whether recipients also get an e-mail with the files attached. */
  email: z.boolean(),
};

/** Sources, metrics and object kinds are checked together by the server (400 naming the field). */
export const ReportCreate = z.object({
  ...fields,
  charts: fields.charts.default(['travel_time']),
  schedule: fields.schedule.default(null),
  time_zone: fields.time_zone.default(null),
  recipients: fields.recipients.default([]),
  email: fields.email.default(false),
});
export type ReportCreate = z.input<typeof ReportCreate>;

export const ReportPatch = z.object(fields).partial();
export type ReportPatch = z.input<typeof ReportPatch>;

export const ReportUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type ReportUser = z.infer<typeof ReportUser>;

// In a file of its own: the live events carry it, and the browser's start-up reads them without the rest of reports.
export { ReportRunStatus };

export const ReportFile = z.object({
  format: ReportFormat,
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type ReportFile = z.infer<typeof ReportFile>;

/** One generation of a report: what the info page shows. */
export const ReportRun = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  report_name: z.string(),
  source: ReportSource,
  trigger: z.enum(['manual', 'schedule']),
  /** The resolved local dates the run covers, both included. */
  period: z.object({ from: z.string(), to: z.string() }),
  time_zone: z.string(),
  formats: z.array(ReportFormat),
  status: ReportRunStatus,
  /** 0..100. */
  progress: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The files of a finished run (empty before). */
  files: z.array(ReportFile),
});
export type ReportRun = z.infer<typeof ReportRun>;

export const Report = z.object({
  id: z.number().int(),
  name: z.string(),
  source: ReportSource,
  objects: z.array(ReportObjectRef.extend({ name: z.string() })),
  period: ReportPeriod,
  metrics: z.array(z.string()),
  charts: z.array(ReportChart),
  formats: z.array(ReportFormat),
  schedule: ReportSchedule.nullable(),
  time_zone: z.string().nullable(),
  /** The zone actually used: `time_zone`, else the company's. */
  effective_time_zone: z.string(),
  recipients: z.array(ReportUser),
  email: z.boolean(),
  owner: ReportUser.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The next scheduled run (ISO, UTC), null without a schedule. */
  next_run_at: z.string().nullable(),
  last_run: ReportRun.nullable(),
});
export type Report = z.infer<typeof Report>;

/** Objects a report of a source may name, for pickers. */
export const ReportObjectsQuery = z.object({ source: ReportSource });
export const ReportObjectOption = z.object({ kind: ReportObjectKind, id: z.number().int(), name: z.string() });
export type ReportObjectOption = z.infer<typeof ReportObjectOption>;

export const ReportDownloadParams = z.object({ id: IdText, format: ReportFormat });
