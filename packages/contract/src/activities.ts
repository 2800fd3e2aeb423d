import { z } from 'zod';
import { Id, isTimestampText, text } from './common.ts';

export const ActivityStatus = z.enum(['pending', 'approved', 'rejected']);
export type ActivityStatus = z.infer<typeof ActivityStatus>;

/** Where the truck reached the gate relative to its appointment window (null: no appointment). */
export const ArrivalTiming = z.enum(['early', 'on_time', 'late']);
export type ArrivalTiming = z.infer<typeof ArrivalTiming>;

/**
 * A port activity: a known truck's visit of a terminal (gate-in → gate-out) found in the live
 * matches, with the appointment it came for, waiting for an operator's decision.
 */
export const Activity = z.object({
  id: z.number(),
  status: ActivityStatus,
  terminal_name: z.string(),
  tag_id: z.number().nullable(),
  tag_name: z.string(),
  rendezvous_number: z.string().nullable(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  /** First detection at the gate-in sensor: the truck joined the gate queue. */
  arrived_at: z.string(),
  gate_in_at: z.string(),
  /** First detection at the yard sensor during the visit. */
  yard_at: z.string().nullable(),
  gate_out_at: z.string(),
  /** Queue at the gate: arrived → gate-in (seconds). */
  gate_wait_s: z.number(),
  /** Turn time: gate-in → gate-out (seconds). */
  turn_time_s: z.number(),
  arrival: ArrivalTiming.nullable(),
  comment: z.string().nullable(),
  decided_by: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof Activity>;

export const ActivityListQuery = z.object({
  status: ActivityStatus.optional(),
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
});

/** An operator's decision; an activity is decided once. */
export const ActivityDecision = z.object({
  status: z.enum(['approved', 'rejected']),
  comment: text().trim().max(2000).optional(),
});
export type ActivityDecision = z.input<typeof ActivityDecision>;

const instant = z
  .string()
  .datetime({ offset: true, error: 'Enter a date and time such as 2026-11-23T08:00:00Z.' })
  .refine(isTimestampText, 'Enter a valid date/time.');

/** A truck's booked slot, as a terminal appointment system sends it. */
export const AppointmentCreate = z
  .object({
    tag_id: Id,
    rendezvous_number: text().trim().min(1).max(50),
    window_start: instant,
    window_end: instant,
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.window_end) <= Date.parse(v.window_start))
      ctx.addIssue({ code: 'custom', path: ['window_end'], message: 'The window must end after it starts.' });
  });
export type AppointmentCreate = z.input<typeof AppointmentCreate>;

export const Appointment = z.object({
  id: z.number(),
  tag_id: z.number(),
  tag_name: z.string(),
  rendezvous_number: z.string(),
  window_start: z.string(),
  window_end: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;

export const TerminalStatsQuery = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
});

/** One hour of a port's terminals: every truck's gate wait, the known trucks' turn times against their windows. */
export const TerminalHour = z.object({
  /** Start of the hour, ISO 8601. */
  hour: z.string(),
  /** Trucks through the gate (every truck the sensors matched, known or not). */
  trucks: z.number(),
  gate_wait_s: z.number().nullable(),
  /** Known trucks' visits (activities) that passed the gate in this hour. */
  visits: z.number(),
  turn_time_s: z.number().nullable(),
  early: z.number(),
  on_time: z.number(),
  late: z.number(),
});
export type TerminalHour = z.infer<typeof TerminalHour>;

export const TerminalStats = z.object({
  from: z.string(),
  hours: z.array(TerminalHour),
});
export type TerminalStats = z.infer<typeof TerminalStats>;
