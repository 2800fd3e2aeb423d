import type { Zone, ZonePolygon } from '@roadlens/contract/grids';

type Position = [number, number];

/** A zone as stored: an outline, or the sensor ids of its group. */
export interface StoredZone {
  id: number;
  position: number;
  name: string;
  kind: 'polygon' | 'sensors';
  polygon: ZonePolygon | null;
  device_ids: number[];
}

export interface CompanyDevice {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
}

/** Even-odd ray casting over the outline's one ring; a point on an edge may fall either way. */
export function insideRing(ring: readonly number[][], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Area-weighted centroid of a simple ring (the shoelace formula); the corners' mean if it has no area. */
export function ringCentroid(ring: readonly number[][]): Position {
  const pts = ring.slice(0, -1) as Position[];
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[(i + 1) % pts.length]!;
    const f = x0 * y1 - x1 * y0;
    a += f;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
  }
  if (a === 0) return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
  return [cx / (3 * a), cy / (3 * a)];
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Each zone's sensors now. A sensor belongs to one zone of a grid at most, so every sighting has
 * one place in the origin/destination matrix: the first zone in order that claims it (its group
 * lists it, or its position is inside the outline) keeps it.
 */
export function resolveZones(zones: readonly StoredZone[], devices: readonly CompanyDevice[]): Zone[] {
  const byId = new Map(devices.map((d) => [d.id, d]));
  const taken = new Set<number>();
  return zones.map((z) => {
    const claimed =
      z.kind === 'sensors'
        ? z.device_ids.map((id) => byId.get(id)).filter((d): d is CompanyDevice => d !== undefined)
        : devices.filter((d) => d.lat !== null && d.lng !== null && insideRing(z.polygon!.coordinates[0]!, d.lng, d.lat));
    const own = claimed.filter((d) => !taken.has(d.id));
    for (const d of own) taken.add(d.id);
    own.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const located = own.filter((d) => d.lat !== null && d.lng !== null);
    const centroid: Position | null = z.polygon
      ? ringCentroid(z.polygon.coordinates[0]!)
      : located.length
        ? [located.reduce((s, d) => s + d.lng!, 0) / located.length, located.reduce((s, d) => s + d.lat!, 0) / located.length]
        : null;
    return {
      id: z.id,
      position: z.position,
      name: z.name,
      kind: z.kind,
      polygon: z.polygon ? { type: 'Polygon', coordinates: z.polygon.coordinates as Position[][] } : null,
      devices: own.map((d) => ({ id: d.id, name: d.name })),
      centroid: centroid ? [round6(centroid[0]), round6(centroid[1])] : null,
    };
  });
}

/** The (device, zone) pairs a query joins detections to, as two parallel arrays. */
export function deviceZonePairs(zones: readonly Zone[]): { devices: number[]; zones: number[] } {
  const pairs = zones.flatMap((z) => z.devices.map((d) => [d.id, z.id] as const));
  return { devices: pairs.map((p) => p[0]), zones: pairs.map((p) => p[1]) };
}
