import type { Link } from '@roadlens/contract/links';
import { trendVsTypical, type Trend } from '@roadlens/traffic/definitions';
import { speedColor, toSpeedUnit, type SpeedColor, type SpeedUnit } from '../../components/map/speed.ts';

/** A link's or route's current values. */
export type LinkCurrent = NonNullable<Link['current']>;

/** Travel time as the wall shows it: m:ss, or h:mm:ss from an hour on; empty for no value. */
export function formatTravelTime(s: number | null | undefined): string {
  if (s === null || s === undefined || !Number.isFinite(s)) return '';
  const total = Math.round(s);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Slower, faster or as usual against the typical time for this time of the week (the shared unusual-delay rule). */
export const trendOf = (current: Pick<LinkCurrent, 'travel_time_s' | 'typical_s'> | undefined): Trend | null =>
  trendVsTypical(current?.travel_time_s ?? null, current?.typical_s ?? null);

/** The tile's colour: the company's speed band of the current speed (bands are in its unit). */
export const tileColor = (current: LinkCurrent | undefined, unit: SpeedUnit, bands: readonly SpeedColor[]): string =>
  speedColor(current?.speed_kmh == null ? null : toSpeedUnit(current.speed_kmh, unit), bands);

/** The newest interval any tile shows, so the wall can say how fresh its figures are. */
export function latestInterval(items: Array<{ current?: LinkCurrent }>): string | null {
  const starts = items.map((i) => i.current?.interval_start).filter((s): s is string => !!s);
  return starts.length ? starts.reduce((a, b) => (a > b ? a : b)) : null;
}
