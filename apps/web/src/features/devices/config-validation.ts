import { FILTER_BOUNDS } from '@roadlens/contract/devices';

type BoundKey = keyof typeof FILTER_BOUNDS;
const isBound = (k: string): k is BoundKey => k in FILTER_BOUNDS;

/** Sensor setting bounds: returns {min, max} when the setting is out of range (or not a number), else null. */
export function outOfBounds(key: string, value: unknown): { min: number; max: number } | null {
  if (!isBound(key)) return null;
  const b = FILTER_BOUNDS[key];
  const n = typeof value === 'number' ? value : Number(value);
  if (value === '' || !Number.isFinite(n) || n < b.min || n > b.max) return { min: b.min, max: b.max };
  return null;
}

/** Form text back to the stored type: numbers where the original was a number or a bounded setting. */
export function parseSetting(key: string, text: string, original: unknown): unknown {
  if (typeof original === 'boolean') return text === 'true';
  if (typeof original === 'number' || isBound(key)) {
    const n = Number(text);
    return text.trim() === '' || !Number.isFinite(n) ? text : n;
  }
  return text;
}

/** Default filter plugin shown when a sensor has no configuration yet. */
export const DEFAULT_CONFIG = { filter: { travel_time: { sigma: 2, b_value: 0.3, trend_threshold: 10 } } };
