import type { Device } from '@roadlens/contract';
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import { closedRing, type DraftZone, type LngLat } from '../zones.ts';

const TAKEN = '#bdbdbd';

/** What a click on the zones map does: nothing, add a corner to the outline being drawn, or pick a sensor. */
export type MapMode = { kind: 'view' } | { kind: 'draw'; ring: LngLat[] } | { kind: 'pick'; picked: Set<number>; taken: Set<number> };

/** Outlines of the polygon zones (a sensor group has no outline: its sensors carry its colour). */
export function zoneFeatures(zones: DraftZone[], colors: string[]): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: zones.flatMap((z, i) =>
      z.kind === 'polygon' && z.ring.length >= 3
        ? [
            {
              type: 'Feature' as const,
              properties: { color: colors[i] },
              geometry: { type: 'Polygon' as const, coordinates: [closedRing(z.ring)] },
            },
          ]
        : [],
    ),
  };
}

/**
 * Every placed sensor, filled with its status colour. A sensor of a group zone gets a ring of the
 * zone's colour; while picking, the sensors chosen are drawn large in black, and those already in
 * another group small and grey (they cannot be picked twice).
 */
export function sensorFeatures(
  sensors: Device[],
  zones: DraftZone[],
  colors: string[],
  mode: MapMode,
  statusColor: (d: Device) => string,
): FeatureCollection<Point> {
  const zoneOf = new Map<number, number>();
  zones.forEach((z, i) => z.kind === 'sensors' && z.deviceIds.forEach((id) => zoneOf.set(id, i)));
  return {
    type: 'FeatureCollection',
    features: sensors.map((d) => {
      const zone = zoneOf.get(d.id);
      const picked = mode.kind === 'pick' && mode.picked.has(d.id);
      const taken = mode.kind === 'pick' && !picked && mode.taken.has(d.id);
      return {
        type: 'Feature' as const,
        id: d.id,
        geometry: { type: 'Point' as const, coordinates: [d.lng!, d.lat!] },
        properties: {
          id: d.id,
          fill: taken ? TAKEN : statusColor(d),
          stroke: picked ? '#000000' : zone !== undefined ? colors[zone] : '#ffffff',
          strokeWidth: picked ? 4 : zone !== undefined ? 3 : 1.5,
          radius: picked ? 9 : taken ? 5 : 7,
        },
      };
    }),
  };
}

/** The outline being drawn: its corners (the first larger, a click on it closes) and the line through them. */
export function draftLayers(ring: LngLat[]): FeatureCollection<Point | LineString> {
  const corners: Feature<Point>[] = ring.map((p, i) => ({
    type: 'Feature',
    properties: { first: i === 0 },
    geometry: { type: 'Point', coordinates: p },
  }));
  const line: Feature<LineString>[] =
    ring.length >= 2 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: ring } }] : [];
  return { type: 'FeatureCollection', features: [...line, ...corners] };
}

/**
 * Where a zone's name goes: the middle of its outline, or of its sensors; for a saved group whose
 * sensors this user cannot list, where the server placed it.
 */
export function zoneLabelAt(z: DraftZone, sensors: Device[]): LngLat | null {
  const pts: LngLat[] =
    z.kind === 'polygon' ? z.ring : sensors.filter((d) => z.deviceIds.includes(d.id)).map((d) => [d.lng!, d.lat!] as LngLat);
  if (!pts.length) return z.centroid ?? null;
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}
