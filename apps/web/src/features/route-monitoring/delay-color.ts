import type { RouteCurrent } from '@roadlens/contract/links';

/**
 * Colour of a route by its delay vs free flow, as the share of free-flow speed it keeps
 * (free flow / travel time): red under 60 %, orange 60–70, yellow 70–80, light green 80–90,
 * green from 90 % — the relative bands traffic portals use. Grey without a value.
 */
export const DELAY_BANDS = [
  { below: 0.6, color: '#d32f2f', key: 'heavy' },
  { below: 0.7, color: '#f57c00', key: 'slow' },
  { below: 0.8, color: '#fbc02d', key: 'moderate' },
  { below: 0.9, color: '#9ccc65', key: 'light' },
  { below: Infinity, color: '#2e7d32', key: 'free' },
] as const;
export const NO_VALUE_COLOR = '#9e9e9e';

export function relativeSpeed(c: Pick<RouteCurrent, 'travel_time_s' | 'free_flow_s'> | undefined): number | null {
  if (!c || c.travel_time_s == null || c.free_flow_s == null || !(c.travel_time_s > 0)) return null;
  return c.free_flow_s / c.travel_time_s;
}

export function delayColor(c: Pick<RouteCurrent, 'travel_time_s' | 'free_flow_s'> | undefined): string {
  const r = relativeSpeed(c);
  if (r === null) return NO_VALUE_COLOR;
  return DELAY_BANDS.find((b) => r < b.below)!.color;
}
