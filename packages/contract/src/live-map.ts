import { z } from 'zod';
import { EpochSeconds } from './common.ts';

/** GET /api/map/links/values_at/?t — the live values of every link in the 5-minute interval holding t (map replay). */
export const LinkValuesAtQuery = z.object({
  t: EpochSeconds.int().describe('Epoch seconds; rounded down to its 5-minute interval'),
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

/** GET /api/map/map_config/ — what the web app needs from the server's settings. */
export const MapConfig = z.object({
  /** Basemap style URL: the company's own, else MAP_STYLE_URL; null = offline background with the network drawn. */
  style_url: z.string().nullable(),
  /** Address of the old UI (LEGACY_URL), to which the current path is appended; null = not installed. */
  legacy_url: z.string().nullable(),
  /** Address of the external dashboard service (GRAFANA_URL); null = not configured. */
  grafana_url: z.string().nullable(),
});
export type MapConfig = z.infer<typeof MapConfig>;

/**
 * GET /api/map/links/drawn/ — every link of the company as the live map draws it, in one compact
 * answer (no page cap): the map needs only a line, a name and the current speed per link. Entry i of
 * each array belongs to the same link. Lines are Google encoded polylines (precision 5, ≈1 m, latitude
 * first in each pair): the link's own geometry, else its origin → destination sensor.
 */
export const MapLinks = z.object({
  ids: z.array(z.number().int()),
  names: z.array(z.string()),
  /** The current interval's speed in km/h, null without one. */
  speeds: z.array(z.number().nullable()),
  lines: z.array(z.string()),
});
export type MapLinks = z.infer<typeof MapLinks>;

/**
 * Every placed sensor of the company as the live map draws it (GET /api/map/devices/drawn/), as
 * parallel arrays: what the map's circles, popups and search read, a fifth of the device list's size.
 */
export const MapSensors = z.object({
  ids: z.array(z.number().int()),
  names: z.array(z.string()),
  serials: z.array(z.string()),
  lngs: z.array(z.number()),
  lats: z.array(z.number()),
  /** When each sensor last reported (ISO 8601), null if never. */
  last_seen: z.array(z.string().nullable()),
});
export type MapSensors = z.infer<typeof MapSensors>;
