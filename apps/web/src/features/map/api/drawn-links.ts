import polyline from '@mapbox/polyline';
import type { LinkValuesAt, MapLinks } from '@roadlens/contract/live-map';

/** One link as the map draws it (GET /api/map/links/drawn/, decoded). */
export interface DrawnLink {
  id: number;
  name: string;
  /** The current interval's speed in km/h; null without one. */
  speed_kmh: number | null;
  /** [lng, lat] pairs. */
  line: [number, number][];
}

/**
 * Decoded lines per answer's `lines` array. A live update replaces only the speeds and keeps that array, so the
 * lines are decoded once per answer, not again on every traffic event (and keep their identity for the scene).
 */
const decoded = new WeakMap<string[], [number, number][][]>();

/** The answer's parallel arrays as one record per link, lines decoded (precision 5, as the server encodes them). */
export function decodeDrawnLinks(m: MapLinks): DrawnLink[] {
  const lines = decoded.get(m.lines) ?? decodeLines(m.lines);
  return m.ids.map((id, i) => ({
    id,
    name: m.names[i],
    speed_kmh: m.speeds[i],
    line: lines[i],
  }));
}

function decodeLines(encoded: string[]): [number, number][][] {
  const lines = encoded.map(lngLats);
  decoded.set(encoded, lines);
  return lines;
}

/** An encoded line as [lng, lat] pairs: decoded pairs turned in place, without the copy `toGeoJSON` makes of each. */
function lngLats(encoded: string): [number, number][] {
  const pts = polyline.decode(encoded, 5);
  for (const p of pts) p.reverse();
  return pts;
}

/** The links as they were at the replayed interval: its speed, or none (drawn grey) without one. */
export function drawnAt(links: DrawnLink[], at: LinkValuesAt): DrawnLink[] {
  const speed = new Map(at.results.map((r) => [r.link_id, r.speed_kmh]));
  return links.map((l) => ({ ...l, speed_kmh: speed.get(l.id) ?? null }));
}
