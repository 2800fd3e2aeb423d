import { z } from 'zod';
import { Id } from './common.ts';

/** Longest period Insight analyses at once (days, both ends included). */
export const INSIGHT_MAX_DAYS = 366;

/**
 * What Insight analyses: links or routes of the caller's company. A tagged item so further kinds
 * (grids) join as new tags without changing the request's shape.
 */
export const InsightItemKind = z.enum(['link', 'route']);
export const InsightItem = z.object({ kind: InsightItemKind, id: Id });
export type InsightItem = z.infer<typeof InsightItem>;

const LocalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Enter a valid date.',
  );

/** Local dates of the company's time zone, both included. */
export const InsightPeriod = z.object({ from: LocalDate, to: LocalDate }).superRefine((p, ctx) => {
  const days = (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date.' });
  else if (days > INSIGHT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A period may span at most ${INSIGHT_MAX_DAYS} days.` });
});
export type InsightPeriod = z.infer<typeof InsightPeriod>;

/**
 * Which intervals of a period count: local weekdays (ISO, 1 = Monday) and local hours, plus the
 * company's AM/PM peak hours. An interval counts when its weekday is chosen and its hour is chosen
 * or it falls in a chosen peak.
 */
export const InsightTimeSet = z
  .object({
    days: z.array(z.number().int().min(1).max(7)).min(1, 'Choose at least one weekday.').max(7),
    hours: z.array(z.number().int().min(0).max(23)).max(24).default([]),
    peaks: z
      .array(z.enum(['am', 'pm']))
      .max(2)
      .default([]),
  })
  .superRefine((t, ctx) => {
    if (t.hours.length === 0 && t.peaks.length === 0)
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Choose at least one hour or peak.' });
  });
export type InsightTimeSet = z.infer<typeof InsightTimeSet>;

export const InsightQuery = z.object({
  items: z.array(InsightItem).min(1, 'Choose at least one link or route.').max(100),
  /** One period, or two to compare side by side (before / after). */
  periods: z.array(InsightPeriod).min(1).max(2),
  time_set: InsightTimeSet,
});
export type InsightQuery = z.infer<typeof InsightQuery>;

export const InsightExportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

const Percentiles = z.object({ p5: z.number(), p15: z.number(), p50: z.number(), p85: z.number(), p95: z.number() });

/** The figures of one item over one period's time set. */
export const InsightMetrics = z.object({
  intervals: z.number().int().describe('5-minute intervals with a value (the observations behind the percentiles)'),
  samples: z.number().int().describe('Accepted trips behind those intervals'),
  raw_samples: z.number().int().describe('Trips seen before the outlier filter'),
  rejected_share: z.number().nullable().describe('Share of trips the filter rejected'),
  low_confidence: z.boolean().describe('Too few intervals or trips for the figures to be taken as facts'),
  free_flow_s: z.number().nullable(),
  travel_time_s: Percentiles.extend({ p80: z.number(), mean: z.number() }).nullable(),
  speed_kmh: Percentiles.extend({ mean: z.number().describe('Arithmetic'), harmonic_mean: z.number() }).nullable(),
  tti: z.number().nullable().describe('Travel time index: mean / free-flow travel time'),
  pti: z.number().nullable().describe('Planning time index: 95th percentile / free-flow travel time'),
  buffer_index: z.number().nullable().describe('(95th percentile − mean) / mean travel time'),
  lottr: z.number().nullable().describe('Level of travel time reliability: 80th / 50th percentile travel time'),
});
export type InsightMetrics = z.infer<typeof InsightMetrics>;

/** One hour of one weekday: the period's median travel time beside the typical one of the weeks before. */
export const InsightProfilePoint = z.object({
  day: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
  travel_time_s: z.number().nullable(),
  samples: z.number().int(),
  low_confidence: z.boolean(),
  typical_s: z.number().nullable(),
  typical_samples: z.number().int(),
});
export type InsightProfilePoint = z.infer<typeof InsightProfilePoint>;

export const InsightItemResult = z.object({
  kind: InsightItemKind,
  id: z.number().int(),
  name: z.string(),
  length_m: z.number(),
  /** In the order of the request's periods. */
  periods: z.array(z.object({ metrics: InsightMetrics, profile: z.array(InsightProfilePoint) })),
});
export type InsightItemResult = z.infer<typeof InsightItemResult>;

export const InsightResult = z.object({
  time_zone: z.string(),
  periods: z.array(z.object({ from: z.string(), to: z.string() })),
  items: z.array(InsightItemResult),
});
export type InsightResult = z.infer<typeof InsightResult>;
