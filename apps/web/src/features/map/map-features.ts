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

/** The space kept around the sensors when the map frames them (px). */
export const FIT_PADDING = 40;

/** Where the map opens without a stored centre, before it frames the sensors (or for good, without any). */
export const WORLD_VIEW = { longitude: 0, latitude: 20, zoom: 1.5 };

/** The live map page's height: the viewport under a 64 px top bar, at least 400 px (its CSS and the preview's box). */
export const MAP_PAGE_HEIGHT = { below: 64, min: 400 };
export const mapPageHeight = (viewportHeight: number) => Math.max(MAP_PAGE_HEIGHT.min, viewportHeight - MAP_PAGE_HEIGHT.below);

/** The live map's address. */
export const LIVE_MAP_PATH = '/dashboard/main/map';
