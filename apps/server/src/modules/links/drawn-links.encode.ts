import polyline from '@mapbox/polyline';
import type { MapLinks } from '@roadlens/contract/live-map';

/** One link as the map draws it: its line as [lng, lat] pairs and its current speed in km/h. */
export interface DrawnLink {
  id: number;
  name: string;
  speed_kmh: number | null;
  line: [number, number][];
}

/** Precision 5: 1e-5 degree, about a metre, finer than any line the map draws. */
const PRECISION = 5;

/**
 * The live map's compact answer: one array per field, lines as encoded polylines (a few bytes per
 * point instead of two 15-digit numbers), speeds to one decimal. Lines with fewer than two points
 * cannot be drawn and are left out.
 */
export function encodeDrawnLinks(links: readonly DrawnLink[]): MapLinks {
  const out: MapLinks = { ids: [], names: [], speeds: [], lines: [] };
  for (const l of links) {
    if (l.line.length < 2) continue;
    out.ids.push(l.id);
    out.names.push(l.name);
    out.speeds.push(l.speed_kmh === null ? null : Math.round(l.speed_kmh * 10) / 10);
    out.lines.push(polyline.fromGeoJSON({ type: 'LineString', coordinates: l.line }, PRECISION));
  }
  return out;
}
