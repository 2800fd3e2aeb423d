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

/**
 * An encoded line (precision 5) as [lng, lat] pairs. The library's decoder, in one pass and writing the pairs in
 * the order the map uses: its own gives [lat, lng] pairs that then had to be turned, and on a first visit the
 * preview decodes tens of thousands of points in code not yet optimised (a third of building its scene). Held to
 * the library's answer by drawn-links.test.ts.
 */
export function lngLats(encoded: string): [number, number][] {
  const out: [number, number][] = [];
  let index = 0;
  // One signed value: five bits a character, low bits first, the sign in the lowest bit.
  const next = () => {
    let shift = 1;
    let result = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result += (byte & 0x1f) * shift;
      shift *= 32;
    } while (byte >= 0x20);
    return result & 1 ? (-result - 1) / 2 : result / 2;
  };
  let lat = 0;
  let lng = 0;
  while (index < encoded.length) {
    lat += next();
    lng += next();
    out.push([lng / 1e5, lat / 1e5]);
  }
  return out;
}

/** The links as they were at the replayed interval: its speed, or none (drawn grey) without one. */
export function drawnAt(links: DrawnLink[], at: LinkValuesAt): DrawnLink[] {
  const speed = new Map(at.results.map((r) => [r.link_id, r.speed_kmh]));
  return links.map((l) => ({ ...l, speed_kmh: speed.get(l.id) ?? null }));
}
