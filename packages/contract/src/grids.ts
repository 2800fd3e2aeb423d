import { z } from 'zod';
import { Id, text } from './common.ts';
import { MAX_POLYGON_POINTS, polygonProblem } from './zone-polygon.ts';

export { MAX_POLYGON_POINTS, polygonProblem } from './zone-polygon.ts';
export const MAX_ZONES = 50;
export const MAX_ZONE_DEVICES = 200;

/** A GeoJSON Polygon geometry ([longitude, latitude] corners); every problem is reported on the polygon itself. */
export const ZonePolygon = z
  .object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()).max(3)).max(10 * MAX_POLYGON_POINTS)).max(10) })
  .superRefine((v, ctx) => {
    const problem = polygonProblem(v.coordinates);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type ZonePolygon = z.infer<typeof ZonePolygon>;

/**
 * One zone of a grid: an outline drawn on the map (its sensors are the company's sensors inside it)
 * or a named group of the company's sensors. `id` keeps an existing zone when a grid is edited;
 * zones left out of an edit are removed.
 */
export const ZoneInput = z
  .object({
    id: Id.optional(),
    name: text().trim().min(1).max(100),
    kind: z.enum(['polygon', 'sensors']),
    polygon: ZonePolygon.nullish(),
    device_ids: z.array(Id).max(MAX_ZONE_DEVICES).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'polygon' && !v.polygon) ctx.addIssue({ code: 'custom', path: ['polygon'], message: 'Draw the zone on the map.' });
    if (v.kind === 'sensors' && !v.device_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['device_ids'], message: 'Choose at least one sensor.' });
    if (v.kind === 'sensors' && v.device_ids && new Set(v.device_ids).size !== v.device_ids.length)
      ctx.addIssue({ code: 'custom', path: ['device_ids'], message: 'A sensor is listed twice.' });
  });
export type ZoneInput = z.input<typeof ZoneInput>;

const zoneList = z
  .array(ZoneInput)
  .min(2, 'A grid needs at least two zones.')
  .max(MAX_ZONES, `A grid has at most ${MAX_ZONES} zones.`)
  .superRefine((zones, ctx) => {
    // A sensor in two groups would make a trip's origin ambiguous, so groups may not share one.
    const owner = new Map<number, number>();
    zones.forEach((z, i) =>
      (z.kind === 'sensors' ? (z.device_ids ?? []) : []).forEach((d, j) => {
        if (owner.has(d) && owner.get(d) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'device_ids', j], message: 'This sensor is already in another zone of this grid.' });
        owner.set(d, i);
      }),
    );
    const names = new Set<string>();
    zones.forEach((z, i) => {
      const key = z.name.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Another zone of this grid has this name.' });
      names.add(key);
    });
  });

export const GridCreate = z.object({ name: text().trim().min(1).max(200), zones: zoneList });
export type GridCreate = z.input<typeof GridCreate>;
export const GridPatch = z.object({ name: text().trim().min(1).max(200).optional(), zones: zoneList.optional() });
export type GridPatch = z.input<typeof GridPatch>;

const DeviceRef = z.object({ id: z.number(), name: z.string() });
/** [longitude, latitude]. */
const LngLat = z.tuple([z.number(), z.number()]);

export const Zone = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  kind: z.enum(['polygon', 'sensors']),
  polygon: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(LngLat)) }).nullable(),
  /**
   * The zone's sensors now: the group's, or the sensors with a position inside the outline. A sensor
   * inside two outlines (or in a group and an outline) belongs to the first such zone in order.
   */
  devices: z.array(DeviceRef),
  /** Where a flow map draws the zone: the outline's centroid, or the mean position of its sensors; null if none has one. */
  centroid: LngLat.nullable(),
});
export type Zone = z.infer<typeof Zone>;

export const Grid = z.object({ id: z.number(), name: z.string(), created_at: z.string(), zones: z.array(Zone) });
export type Grid = z.infer<typeof Grid>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DateText = z
  .string()
  .regex(DATE_PATTERN, 'Enter a date as YYYY-MM-DD.')
  // Checks run on past a failed pattern, so an unparseable text must answer false here, not throw.
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
  }, 'Enter a valid date.');
const HOURS_PATTERN = /^(\d{1,2})-(\d{1,2})$/;
export const MAX_RANGE_DAYS = 366;

/**
 * The period a grid's figures cover, in the company's time zone: days `from`..`to` (both included;
 * default the last 7 days up to today) and the hours of each day `hours` = `start-end` (`7-10` is
 * 07:00 to 10:00; `22-6` wraps past midnight; default `0-24`, the whole day). Trips are placed by
 * their departure from the origin zone.
 */
export const GridPeriodQuery = z
  .object({
    from: DateText.optional(),
    to: DateText.optional(),
    hours: z
      .string()
      .regex(HOURS_PATTERN, 'Enter an hour range such as 7-10.')
      .refine((s) => {
        const [a, b] = s.split('-').map(Number) as [number, number];
        return a <= 23 && b >= 1 && b <= 24 && a !== b;
      }, 'Hours run from 0 to 24 and the range may not be empty.')
      .default('0-24'),
  })
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date.' });
    else if (days >= MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most a year.' });
  });
export type GridPeriodQuery = z.input<typeof GridPeriodQuery>;

export const OdQuery = GridPeriodQuery.safeExtend({
  /** Longest time from leaving the origin zone to the first sighting in the destination zone that still counts as one trip. */
  max_trip_minutes: z.coerce.number().int().min(5).max(360).default(120),
});
export type OdQuery = z.input<typeof OdQuery>;

/** The period a response covers, resolved (defaults filled in). */
const Period = z.object({ from: z.string(), to: z.string(), hours: z.string(), time_zone: z.string() });

export const ZoneLinkSummary = z.object({
  id: z.number(),
  name: z.string(),
  /** Accepted live matches departing in the period. */
  trips: z.number(),
  median_s: z.number().nullable(),
  free_flow_s: z.number().nullable(),
});
export type ZoneLinkSummary = z.infer<typeof ZoneLinkSummary>;

export const ZoneSummary = z.object({
  zone_id: z.number(),
  name: z.string(),
  /** The zone's sensors by status now (online, silent, offline as the sensor list shows them). */
  health: z.object({ online: z.number(), silent: z.number(), offline: z.number(), total: z.number() }),
  /** Links whose origin and destination sensors are both in the zone, busiest first. */
  links: z.array(ZoneLinkSummary),
  /** Over those links in the period: matches, and the median of each trip's travel time over its link's free flow (1 = free flow). */
  travel_time: z.object({ trips: z.number(), median_index: z.number().nullable() }),
});
export type ZoneSummary = z.infer<typeof ZoneSummary>;

export const GridSummary = z.object({ grid: z.object({ id: z.number(), name: z.string() }), period: Period, zones: z.array(ZoneSummary) });
export type GridSummary = z.infer<typeof GridSummary>;

/**
 * Trips from one zone to another. Below the company's `od_min_trips` a cell is suppressed: no
 * count, no time, no share, so no single vehicle can be followed.
 */
export const OdCell = z.object({
  origin: z.number(),
  destination: z.number(),
  suppressed: z.boolean(),
  trips: z.number().nullable(),
  median_s: z.number().nullable(),
  /** trips / the origin's `trips_out` (which counts unsuppressed cells only). */
  share: z.number().nullable(),
});
export type OdCell = z.infer<typeof OdCell>;

export const OdZone = z.object({
  id: z.number(),
  name: z.string(),
  centroid: LngLat.nullable(),
  /** Sums over this zone's unsuppressed cells only, so a suppressed cell cannot be found by subtraction. */
  trips_out: z.number(),
  trips_in: z.number(),
});
export type OdZone = z.infer<typeof OdZone>;

export const OdMatrix = z.object({
  grid: z.object({ id: z.number(), name: z.string() }),
  period: Period,
  max_trip_minutes: z.number(),
  /** The company's `od_min_trips`: cells with fewer trips are suppressed. */
  min_trips: z.number(),
  zones: z.array(OdZone),
  /**
   * Every ordered pair of different zones, in zone order (a pair with no trip is suppressed like any
   * other below the minimum, so even whether one vehicle made the trip is not told). The flow map's arrows.
   */
  cells: z.array(OdCell),
  /** Over unsuppressed cells only. */
  total_trips: z.number(),
  suppressed_cells: z.number(),
});
export type OdMatrix = z.infer<typeof OdMatrix>;
