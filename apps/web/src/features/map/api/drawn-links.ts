import type { LinkValuesAt, MapLinks } from '@roadlens/contract/live-map';

/** One link as the map draws it (GET /api/map/links/drawn/, decoded). */
export interface DrawnLink {
  id: number;
  name: string;
  /** The current interval's speed in km/h; null without one. */
  speed_kmh: number | null;
  /**
   * The line's points as lng, lat, lng, lat, …: a view into one array holding every line of the answer. Not a pair
   * per point: a city's tens of thousands of small arrays, all kept, made the first decode spend more time in the
   * garbage collector's copying than in decoding (the preview's, then in a worker, in a Chromium trace).
   */
  line: Float64Array;
}

/**
 * Decoded lines per answer's `lines` array. A live update replaces only the speeds and keeps that array, so the
 * lines are decoded once per answer, not again on every traffic event (and keep their identity for the scene).
 */
const decoded = new WeakMap<string[], Float64Array[]>();

/**
 * The answer's parallel arrays as one record per link, lines decoded (precision 5, as the server encodes them).
 * `handed`: this very answer's lines decoded already (by the map's preview, from the same bytes), taken as they are.
 */
export function decodeDrawnLinks(m: MapLinks, handed?: Float64Array[]): DrawnLink[] {
  let lines = decoded.get(m.lines);
  if (!lines && handed?.length === m.lines.length) decoded.set(m.lines, (lines = handed));
  lines ??= decodeLines(m.lines);
  return m.ids.map((id, i) => ({
    id,
    name: m.names[i],
    speed_kmh: m.speeds[i],
    line: lines[i],
  }));
}

function decodeLines(encoded: string[]): Float64Array[] {
  const all = new Float64Array(encoded.reduce((n, e) => n + valueCount(e), 0));
  let at = 0;
  const lines = encoded.map((e) => {
    const from = at;
    at = decodeInto(e, all, at);
    return all.subarray(from, at);
  });
  decoded.set(encoded, lines);
  return lines;
}

/**
 * How many values an encoded line decodes to: each ends with the one character below '_' of its run. Rounded up to
 * whole points, as the decoder writes them (a line cut short ends with a point whose longitude is its last one).
 */
function valueCount(encoded: string): number {
  let n = 0;
  for (let i = 0; i < encoded.length; i++) if (encoded.charCodeAt(i) < 95) n++;
  return n + (n & 1);
}

/**
 * Writes an encoded line's points (precision 5) into `out` from `at`, as lng, lat (the order the map uses; the
 * format holds lat first). The polyline library's decoder, in one pass and without a pair per point. Held to the
 * library's answer by drawn-links.test.ts. Returns where the line ended in `out`.
 */
function decodeInto(encoded: string, out: Float64Array, at: number): number {
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
    out[at++] = lng / 1e5;
    out[at++] = lat / 1e5;
  }
  return at;
}

/** A decoded line's number of points. */
export const pointCount = (line: Float64Array) => line.length / 2;

/** A line from [lng, lat] pairs, laid out as decoded lines are. */
export const lineOf = (points: readonly (readonly [number, number])[]) => Float64Array.from(points.flat());

/** The links as they were at the replayed interval: its speed, or none (drawn grey) without one. */
export function drawnAt(links: DrawnLink[], at: LinkValuesAt): DrawnLink[] {
  const speed = new Map(at.results.map((r) => [r.link_id, r.speed_kmh]));
  return links.map((l) => ({ ...l, speed_kmh: speed.get(l.id) ?? null }));
}
