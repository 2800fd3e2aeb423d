import type { Measures } from '@roadlens/contract/profile';

/**
 * Speeds and distances in the company's units: stored as km__hr / mi__hr and km / mi,
 * shown as km/h / mph and km / mi. The pipeline works in km/h and metres; these convert at the edge.
 */
export type SpeedUnit = Measures['speed'];
export type DistanceUnit = Measures['distance'];

export const KM_PER_MILE = 1.609344;
const METRES_PER_MILE = KM_PER_MILE * 1000;

/** km/h (Turkish km/sa) or mph. */
export const speedUnitLabel = (unit: SpeedUnit, lang = 'en'): string =>
  unit === 'mi__hr' ? 'mph' : lang.startsWith('tr') ? 'km/sa' : 'km/h';
export const distanceUnitLabel = (unit: DistanceUnit): string => (unit === 'mi' ? 'mi' : 'km');

/** km/h to the unit's value. */
export const toSpeedUnit = (kmh: number, unit: SpeedUnit): number => (unit === 'mi__hr' ? kmh / KM_PER_MILE : kmh);
/** The unit's value back to km/h (for thresholds a user types). */
export const fromSpeedUnit = (value: number, unit: SpeedUnit): number => (unit === 'mi__hr' ? value * KM_PER_MILE : value);
/** Metres to the unit's value (km or mi). */
export const toDistanceUnit = (metres: number, unit: DistanceUnit): number => (unit === 'mi' ? metres / METRES_PER_MILE : metres / 1000);

// Making a formatter costs far more than formatting with one; a page formats thousands of values.
const formats = new Map<string, Intl.NumberFormat>();
const number = (value: number, digits: number, lang: string) => {
  // A whole number under a thousand reads the same in every language the app speaks (no separators, Latin
  // digits), and the first formatter made loads the locale's number data: the live map's legend is the only
  // number on its first render, and would otherwise wait for that.
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  const key = `${lang}|${digits}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: 0 })));
  return format.format(value);
};

/** "72 km/h" / "45 mph"; empty for no value. */
export function formatSpeed(kmh: number | null | undefined, unit: SpeedUnit, lang = 'en', digits = 0): string {
  if (kmh === null || kmh === undefined || !Number.isFinite(kmh)) return '';
  return `${number(toSpeedUnit(kmh, unit), digits, lang)} ${speedUnitLabel(unit, lang)}`;
}

/** "1.25 km" / "0.78 mi"; empty for no value. */
export function formatDistance(metres: number | null | undefined, unit: DistanceUnit, lang = 'en', digits = 2): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return '';
  return `${number(toDistanceUnit(metres, unit), digits, lang)} ${distanceUnitLabel(unit)}`;
}

/** A number with the language's decimal and thousands separators ("1,234.5" / "1.234,5"). */
export function formatNumber(value: number | null | undefined, lang = 'en', digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return number(value, digits, lang);
}

/** The short unit of seconds in the language: "s", Turkish "sn". */
export const secondsUnitLabel = (lang = 'en'): string => (lang.startsWith('tr') ? 'sn' : 's');

/** "12.5 s" / "12,5 sn"; empty for no value. */
export function formatSeconds(seconds: number | null | undefined, lang = 'en', digits = 0): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  return `${number(seconds, digits, lang)} ${secondsUnitLabel(lang)}`;
}
