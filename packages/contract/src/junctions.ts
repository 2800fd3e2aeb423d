import { z } from 'zod';
import { Id, text } from './common.ts';

/** One arm of a junction: the sensor that sees vehicles coming in and the one that sees them leave (often the same). */
export const JunctionArmInput = z.object({
  name: text().trim().min(1).max(100),
  approach_device_id: Id,
  exit_device_id: Id,
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const JunctionCreate = z
  .object({
    name: text().trim().min(1).max(200),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    arms: z.array(JunctionArmInput).min(2, 'A junction needs at least two arms.').max(8, 'A junction has at most eight arms.'),
  })
  .superRefine((v, ctx) => {
    // A sensor belongs to one arm per role, so every matched sighting names exactly one arm.
    const seen = { approach_device_id: new Set<number>(), exit_device_id: new Set<number>() };
    v.arms.forEach((a, i) => {
      for (const k of ['approach_device_id', 'exit_device_id'] as const) {
        if (seen[k].has(a[k]))
          ctx.addIssue({ code: 'custom', path: ['arms', i, k], message: 'This sensor is already used by another arm in this role.' });
        seen[k].add(a[k]);
      }
    });
    if ((v.lat == null) !== (v.lng == null))
      ctx.addIssue({ code: 'custom', path: [v.lat == null ? 'lat' : 'lng'], message: 'Give both latitude and longitude, or neither.' });
  });
export type JunctionCreate = z.input<typeof JunctionCreate>;

export const JunctionArm = z.object({
  position: z.number(),
  name: z.string(),
  approach_device: z.object({ id: z.number(), name: z.string() }),
  exit_device: z.object({ id: z.number(), name: z.string() }),
});
export type JunctionArm = z.infer<typeof JunctionArm>;

export const Junction = z.object({
  id: z.number(),
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  created_at: z.string(),
  arms: z.array(JunctionArm),
});
export type Junction = z.infer<typeof Junction>;

export const JunctionAnalysisQuery = z.object({
  date: z
    .string()
    .regex(DATE_PATTERN, 'Enter a date as YYYY-MM-DD.')
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'Enter a valid date.',
    )
    .optional(),
  /** Longest time between the approach and the exit sighting that still counts as one pass, in minutes. */
  max_minutes: z.coerce.number().int().min(1).max(60).default(10),
});

const Los = z.enum(['A', 'B', 'C', 'D', 'E', 'F']);

/** An approach's figures over the day or one hour: matched vehicles, mean travel time to any exit, mean delay, level. */
export const ApproachStats = z.object({
  position: z.number(),
  n: z.number(),
  travel_time_s: z.number().nullable(),
  delay_s: z.number().nullable(),
  los: Los.nullable(),
  low_sample: z.boolean(),
});
export type ApproachStats = z.infer<typeof ApproachStats>;

/** Vehicles from one approach to one exit, and their share of all vehicles matched from that approach. */
export const TurnCell = z.object({
  from: z.number(),
  to: z.number(),
  n: z.number(),
  share: z.number().nullable(),
  travel_time_s: z.number().nullable(),
  low_sample: z.boolean(),
});
export type TurnCell = z.infer<typeof TurnCell>;

export const JunctionHour = z.object({
  hour: z.number(),
  approaches: z.array(ApproachStats),
  turns: z.array(TurnCell),
});
export type JunctionHour = z.infer<typeof JunctionHour>;

export const JunctionAnalysis = z.object({
  junction: Junction,
  date: z.string(),
  time_zone: z.string(),
  max_minutes: z.number(),
  /** Below this many vehicles a value is marked as low-sample. */
  low_sample_below: z.number(),
  approaches: z.array(ApproachStats),
  turns: z.array(TurnCell),
  hours: z.array(JunctionHour),
});
export type JunctionAnalysis = z.infer<typeof JunctionAnalysis>;
