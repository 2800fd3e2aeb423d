import { z } from 'zod';

/**
 * Current values of a link: latest live interval, typical for this time of the week, free flow, the
 * delay vs free flow, the unusual delay vs typical and how many vehicles the value rests on.
 */
export const LinkCurrent = z.object({
  interval_start: z.string().nullable(),
  travel_time_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  count: z.number().int(),
  typical_s: z.number().nullable(),
  free_flow_s: z.number().nullable(),
  delay_s: z.number().nullable().describe('Travel time above free flow, never below 0'),
  unusual_delay_s: z.number().nullable().describe('Travel time minus typical; negative = faster than usual'),
  confidence: z.number().min(0).max(1).describe('0–1, from the accepted samples of the interval'),
});
export type LinkCurrent = z.infer<typeof LinkCurrent>;
