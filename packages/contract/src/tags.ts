import { z } from 'zod';
import { text } from './common.ts';

/**
 * A hardware address as people write it: six pairs of hex digits separated by `:` or `-`, or
 * none. Normalised to lower-case colon form before keying, the form sensors send.
 */
export const MAC_PATTERN = /^[0-9a-fA-F]{2}([:-]?)[0-9a-fA-F]{2}(?:\1[0-9a-fA-F]{2}){4}$/;
export const normaliseMac = (mac: string) => mac.replace(/[:-]/g, '').toLowerCase().match(/../g)!.join(':');

/** A known device: a MAC address or a tag id, exactly one. The raw value is keyed on arrival and never stored. */
export const TagCreate = z
  .object({
    name: text().trim().min(1).max(200),
    mac: z.string().trim().regex(MAC_PATTERN, 'Enter a MAC address such as 00:1a:2b:3c:4d:5e.').optional(),
    tag_id: text().trim().min(1).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.mac === undefined) === (v.tag_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['mac'], message: 'Enter either a MAC address or a tag id.' });
  });
export type TagCreate = z.input<typeof TagCreate>;

export const TagPatch = z.object({ name: text().trim().min(1).max(200) });

export const Tag = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['mac', 'tag']),
  created_at: z.string(),
  last_seen: z.string().nullable(),
  last_device: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Tag = z.infer<typeof Tag>;

export const TagDetailQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(7) });

export const TagDevice = z.object({
  device_id: z.number(),
  name: z.string(),
  detections: z.number(),
  visits: z.number(),
  /** Time between the first and last detection of each visit, summed (a gap of over 5 minutes starts a new visit). */
  dwell_s: z.number(),
  last_seen: z.string(),
});
export type TagDevice = z.infer<typeof TagDevice>;

export const TagTrip = z.object({
  link_id: z.number(),
  link_name: z.string(),
  departure: z.string(),
  arrival: z.string(),
  travel_time_s: z.number(),
  accepted: z.boolean(),
});
export type TagTrip = z.infer<typeof TagTrip>;

export const TagDetail = Tag.extend({
  from: z.string(),
  devices: z.array(TagDevice),
  trips: z.array(TagTrip),
});
export type TagDetail = z.infer<typeof TagDetail>;
