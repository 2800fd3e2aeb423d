import { z } from 'zod';
import { text } from './common.ts';
import { paletteColor } from './palette.ts';
import { DATA_TYPE } from './permissions.ts';
import { Measures } from './profile.ts';

/**
 * Countries and territories that drive on the left (ISO 3166-1 alpha-2). Choosing one of these as
 * the company's country suggests left-hand driving; every other country drives on the right.
 */
export const LEFT_DRIVING_COUNTRIES = [
  'AG',
  'AI',
  'AU',
  'BB',
  'BD',
  'BM',
  'BN',
  'BS',
  'BT',
  'BW',
  'CC',
  'CK',
  'CX',
  'CY',
  'DM',
  'FJ',
  'FK',
  'GB',
  'GD',
  'GG',
  'GY',
  'HK',
  'ID',
  'IE',
  'IM',
  'IN',
  'JE',
  'JM',
  'JP',
  'KE',
  'KI',
  'KN',
  'KY',
  'LC',
  'LK',
  'LS',
  'MO',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MY',
  'MZ',
  'NA',
  'NF',
  'NP',
  'NR',
  'NU',
  'NZ',
  'PG',
  'PK',
  'PN',
  'SB',
  'SC',
  'SG',
  'SH',
  'SR',
  'SZ',
  'TC',
  'TH',
  'TK',
  'TL',
  'TO',
  'TT',
  'TV',
  'TZ',
  'UG',
  'VC',
  'VG',
  'VI',
  'WS',
  'ZA',
  'ZM',
  'ZW',
] as const;

export const drivingDirectionOf = (country: string): 'left' | 'right' =>
  (LEFT_DRIVING_COUNTRIES as readonly string[]).includes(country.toUpperCase()) ? 'left' : 'right';

/**
 * An IANA zone name the runtime knows ("Europe/Istanbul", "UTC"). Offsets such as "+03:00", which
 * newer runtimes also accept, are refused: a zone name also carries the daylight-saving rules.
 */
export function isIanaTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = text().min(1).max(64).refine(isIanaTimeZone, 'Unknown time zone: use an IANA name such as Europe/Istanbul.');

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const Clock = z.string().regex(HHMM, 'Use HH:MM (00:00 to 23:59).');
const PeakWindow = z
  .object({ from: Clock, to: Clock })
  .strict()
  .refine((w) => w.from < w.to, { message: 'The peak must end after it starts.', path: ['to'] });
export const PeakHours = z.object({ am: PeakWindow, pm: PeakWindow }).strict();
export type PeakHours = z.infer<typeof PeakHours>;

/** One speed band: speeds up to `upto` km/h (null = every speed above the previous band) get `color`. */
export const SpeedBand = z
  .object({
    upto: z.number().gt(0, 'Must be above 0.').max(500).nullable(),
    color: z.string().max(16),
  })
  .strict();
export type SpeedBand = z.infer<typeof SpeedBand>;

/**
 * Speed colour bands: each band's colour from the palette, upper bounds strictly increasing (bands
 * never overlap), and exactly one open band, the last, so every speed has one colour. Every
 * problem is reported on `speed_colors` itself so the form can show it beside the band list.
 */
export const SpeedBands = z
  .array(SpeedBand)
  .min(1, 'Add at least one band.')
  .max(10, 'At most 10 bands.')
  .superRefine((bands, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
    bands.forEach((b, i) => {
      if (!paletteColor(b.color)) fail(`Band ${i + 1}: ${b.color} is not a palette colour.`);
    });
    const open = bands.filter((b) => b.upto === null).length;
    if (open !== 1 || bands.at(-1)?.upto !== null) fail('Exactly one band, the last, must be open-ended (no upper bound).');
    for (let i = 1; i < bands.length; i++) {
      const prev = bands[i - 1].upto;
      const cur = bands[i].upto;
      if (prev !== null && cur !== null && cur <= prev)
        fail(`Bands overlap: band ${i + 1} (up to ${cur}) must end above band ${i} (up to ${prev}).`);
    }
  });

export const MapCenter = z
  .object({
    lng: z.number().min(-180).max(180),
    lat: z.number().min(-85).max(85),
    zoom: z.number().min(0).max(22),
  })
  .strict();

/** A basemap style address the browser may load: https, or a path on this server. */
const StyleUrl = text()
  .trim()
  .max(2000)
  .refine((v) => /^https:\/\/[^/\s]+\S*$/i.test(v) || /^\/(?!\/)\S*$/.test(v), 'Use an https URL or a path on this server.');

const DATA_TYPE_CODES = Object.values(DATA_TYPE) as number[];

/**
 * Bounds of the raw detections' retention in days. Detections are partitioned by week and every
 * week kept is a partition every unpruned query opens, so two years is the most a company can keep.
 */
export const DETECTIONS_RETENTION_DAYS = { min: 1, max: 730, default: 90 } as const;

/** The company's settings as the settings page reads them. */
export const CompanySettings = z.object({
  id: z.number().int(),
  name: z.string(),
  time_zone: z.string(),
  measures: Measures,
  driving_direction: z.enum(['right', 'left']),
  peak_hours: PeakHours,
  speed_colors: z.array(z.object({ upto: z.number().nullable(), color: z.string() })),
  data_types: z.array(z.number().int()),
  map_center: MapCenter.nullable(),
  /** Basemap style for this company's maps; null = the server's default. */
  basemap_style_url: z.string().nullable(),
  /** Organisation of the external dashboard (Grafana); null = no external dashboard entry. */
  grafana_org_id: z.string().nullable(),
  /** Origin/destination cells with fewer trips than this are suppressed, so no single vehicle can be followed. */
  od_min_trips: z.number().int(),
  /** Raw detections older than this many days are dropped (intervals, matches and other derived data stay). */
  detections_retention_days: z.number().int(),
  /** Generated reports older than this many days are removed. */
  report_retention_days: z.number().int(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

/** PATCH: any subset of the settings; the distance and speed units must agree (km with km/h, mi with mph). */
export const CompanySettingsPatch = z
  .object({
    name: text().trim().min(1, 'This field may not be blank.').max(150),
    time_zone: TimeZone,
    measures: Measures.refine((m) => (m.distance === 'mi') === (m.speed === 'mi__hr'), 'Use km with km__hr or mi with mi__hr.'),
    driving_direction: z.enum(['right', 'left']),
    peak_hours: PeakHours,
    speed_colors: SpeedBands,
    data_types: z
      .array(
        z
          .number()
          .int()
          .refine((d) => DATA_TYPE_CODES.includes(d), 'Unknown data type.'),
      )
      .min(1, 'Choose at least one data type.')
      .max(DATA_TYPE_CODES.length)
      .refine((a) => new Set(a).size === a.length, 'Each data type once.'),
    map_center: MapCenter.nullable(),
    basemap_style_url: StyleUrl.nullable(),
    grafana_org_id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Use the numeric organisation id.')
      .nullable(),
    od_min_trips: z.number().int().min(2, 'At least 2, so no single vehicle can be followed.').max(1000),
    detections_retention_days: z
      .number()
      .int()
      .min(DETECTIONS_RETENTION_DAYS.min, `At least ${DETECTIONS_RETENTION_DAYS.min} day.`)
      .max(DETECTIONS_RETENTION_DAYS.max, `At most ${DETECTIONS_RETENTION_DAYS.max} days.`),
    report_retention_days: z.number().int().min(1).max(36500),
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one setting.');
export type CompanySettingsPatch = z.infer<typeof CompanySettingsPatch>;

/** Each setting's name as the change notification's title lists it. */
export const COMPANY_SETTING_LABELS: Record<keyof CompanySettingsPatch, string> = {
  name: 'name',
  time_zone: 'time zone',
  measures: 'distance unit',
  driving_direction: 'driving direction',
  peak_hours: 'peak hours',
  speed_colors: 'speed colours',
  data_types: 'data types',
  map_center: 'map centre',
  basemap_style_url: 'basemap style',
  grafana_org_id: 'external dashboard organisation',
  od_min_trips: 'O/D minimum trips',
  detections_retention_days: 'detection retention',
  report_retention_days: 'report retention',
};
