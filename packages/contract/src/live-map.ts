import { z } from 'zod';

/** GET /api/map/links/values_at/?t — the live values of every link in the 5-minute interval holding t (map replay). */
export const LinkValuesAtQuery = z.object({
  t: z.coerce.number().int().min(0).describe('Epoch seconds; rounded down to its 5-minute interval'),
});

export const LinkValueAt = z.object({
  link_id: z.number().int(),
  interval_start: z.string(),
  travel_time_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  count: z.number().int(),
});
export type LinkValueAt = z.infer<typeof LinkValueAt>;

export const LinkValuesAt = z.object({
  interval_start: z.string(),
  results: z.array(LinkValueAt),
});
export type LinkValuesAt = z.infer<typeof LinkValuesAt>;

/** GET /api/map/map_config/ — what the map screens need from the server's settings. */
export const MapConfig = z.object({
  /** Basemap style URL (MAP_STYLE_URL); null = offline background with the network drawn. */
  style_url: z.string().nullable(),
});
export type MapConfig = z.infer<typeof MapConfig>;
