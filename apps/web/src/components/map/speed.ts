export interface SpeedColor {
  upto: number | null;
  color: string;
}
export type SpeedUnit = 'km__hr' | 'mi__hr';

/** Used only when the profile has no speed colours configured. */
export const DEFAULT_SPEED_COLORS: SpeedColor[] = [
  { upto: 20, color: '#d32f2f' },
  { upto: 40, color: '#f57c00' },
  { upto: 60, color: '#fbc02d' },
  { upto: null, color: '#388e3c' },
];

/** Colour for links with no current value. */
export const NO_DATA_COLOR = '#9e9e9e';
const KM_PER_MILE = 1.609344;

/** Speed in the company's unit (km__hr shown as km/h, mi__hr as mph). */
export function toSpeedUnit(kmh: number, unit: SpeedUnit): number {
  return unit === 'mi__hr' ? kmh / KM_PER_MILE : kmh;
}
export const speedUnitLabel = (unit: SpeedUnit) => (unit === 'mi__hr' ? 'mph' : 'km/h');

/**
 * The company's bands (stored in km/h, like every speed) with their bounds in the display unit,
 * for comparing with speeds shown in that unit. A unit change never changes a link's colour.
 */
export function bandsInUnit(bands: readonly SpeedColor[], unit: SpeedUnit): SpeedColor[] {
  return bands.map((b) => ({ ...b, upto: b.upto === null ? null : toSpeedUnit(b.upto, unit) }));
}

/** Bands sorted by their upper bound; the open band (upto null) is last. */
export function sortBands(bands: readonly SpeedColor[]): SpeedColor[] {
  return [...bands].sort((a, b) => (a.upto ?? Infinity) - (b.upto ?? Infinity));
}

/**
 * Bands sorted once per bands array: a map colours thousands of links with the same bands, and sorting them
 * again for each took about a fifth of building the live map's first scene.
 */
const sortedOnce = new WeakMap<readonly SpeedColor[], SpeedColor[]>();

/** The colour of a speed (in the company's unit): the first band whose `upto` it does not exceed. */
export function speedColor(speed: number | null | undefined, bands: readonly SpeedColor[]): string {
  if (speed === null || speed === undefined || !Number.isFinite(speed)) return NO_DATA_COLOR;
  let sorted = sortedOnce.get(bands);
  if (!sorted) sortedOnce.set(bands, (sorted = sortBands(bands)));
  for (const b of sorted) if (b.upto === null || speed <= b.upto) return b.color;
  return sorted.at(-1)?.color ?? NO_DATA_COLOR;
}
