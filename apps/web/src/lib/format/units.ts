import type { Measures } from '@roadlens/contract/profile';

/**
 * Speeds and distances in the company's units (core §3): stored as km__hr / mi__hr and km / mi,
 * shown as km/h / mph and km / mi. The pipeline works in km/h and metres; these convert at the edge.
 */
export type SpeedUnit = Measures['speed'];
export type DistanceUnit = Measures['distance'];

export const KM_PER_MILE = 1.609344;
const METRES_PER_MILE = KM_PER_MILE * 1000;

export const speedUnitLabel = (unit: SpeedUnit): string => (unit === 'mi__hr' ? 'mph' : 'km/h');
export const distanceUnitLabel = (unit: DistanceUnit): string => (unit === 'mi' ? 'mi' : 'km');

/** km/h to the unit's value. */
export const toSpeedUnit = (kmh: number, unit: SpeedUnit): number => (unit === 'mi__hr' ? kmh / KM_PER_MILE : kmh);
/** The unit's value back to km/h (for thresholds a user types). */
export const fromSpeedUnit = (value: number, unit: SpeedUnit): number => (unit === 'mi__hr' ? value * KM_PER_MILE : value);
/** Metres to the unit's value (km or mi). */
export const toDistanceUnit = (metres: number, unit: DistanceUnit): number => (unit === 'mi' ? metres / METRES_PER_MILE : metres / 1000);

const number = (value: number, digits: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);

/** "72 km/h" / "45 mph"; empty for no value. */
export function formatSpeed(kmh: number | null | undefined, unit: SpeedUnit, lang = 'en', digits = 0): string {
  if (kmh === null || kmh === undefined || !Number.isFinite(kmh)) return '';
  return `${number(toSpeedUnit(kmh, unit), digits, lang)} ${speedUnitLabel(unit)}`;
}

/** "1.25 km" / "0.78 mi"; empty for no value. */
export function formatDistance(metres: number | null | undefined, unit: DistanceUnit, lang = 'en', digits = 2): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return '';
  return `${number(toDistanceUnit(metres, unit), digits, lang)} ${distanceUnitLabel(unit)}`;
}
