import type { MapSensor } from './api/map-sensors.ts';

/** Centre and zoom that show every feature, used when the company has no map centre. */
export function boundsOf(pts: MapSensor[]): [[number, number], [number, number]] | null {
  if (pts.length === 0) return null;
  const lngs = pts.map((d) => d.lng);
  const lats = pts.map((d) => d.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
