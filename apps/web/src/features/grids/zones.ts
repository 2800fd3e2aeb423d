import { PALETTE } from '@roadlens/contract/palette';
import { polygonProblem, type Grid, type GridCreate } from '@roadlens/contract/grids';

export type LngLat = [number, number];

/** A zone being edited: an open outline (corners without the repeated first one) or a group of sensors. */
export interface DraftZone {
  /** Stable React key, also for zones not saved yet. */
  key: string;
  id?: number;
  name: string;
  kind: 'polygon' | 'sensors';
  ring: LngLat[];
  deviceIds: number[];
  /** Where the server places a saved zone (its label goes there while the sensors are not known). */
  centroid?: LngLat | null;
}

/** Zone colours, picked so neighbouring zones differ (no greys: those read as "no data"). */
const ZONE_COLORS = ['blue', 'orange', 'green', 'purple', 'red', 'teal', 'amber', 'pink', 'indigo', 'brown', 'cyan', 'lime'].map(
  (n) => PALETTE.find((p) => p.name === n)!.hex,
);
export const zoneColor = (index: number) => ZONE_COLORS[index % ZONE_COLORS.length];

let counter = 0;
export const newKey = () => `new-${++counter}`;

export function draftsOf(grid: Grid): DraftZone[] {
  return grid.zones.map((z) => ({
    key: `zone-${z.id}`,
    id: z.id,
    name: z.name,
    kind: z.kind,
    ring: z.kind === 'polygon' && z.polygon ? (z.polygon.coordinates[0]?.slice(0, -1) ?? []) : [],
    deviceIds: z.kind === 'sensors' ? z.devices.map((d) => d.id) : [],
    centroid: z.centroid,
  }));
}

export const closedRing = (ring: LngLat[]): LngLat[] => (ring.length ? [...ring, ring[0]] : []);

export function toPayload(name: string, zones: DraftZone[]): GridCreate {
  return {
    name,
    zones: zones.map((z) => ({
      ...(z.id ? { id: z.id } : {}),
      name: z.name,
      kind: z.kind,
      ...(z.kind === 'polygon'
        ? { polygon: { type: 'Polygon' as const, coordinates: [closedRing(z.ring)] } }
        : { device_ids: z.deviceIds }),
    })),
  };
}

/**
 * Why an outline cannot be a zone, as a key under gridsArea.editor.outline (the contract's own
 * check, so the page says before sending what the server would answer), or null when it can.
 */
export function outlineProblem(ring: LngLat[]): string | null {
  if (ring.length < 3) return 'tooFew';
  const problem = polygonProblem([closedRing(ring)]);
  if (!problem) return null;
  if (problem.includes('crosses')) return 'crosses';
  if (problem.includes('at most')) return 'tooMany';
  return 'invalid';
}

/** The sensor ids held by sensor-group zones other than `except` (a sensor may be in one group only). */
export function takenSensors(zones: DraftZone[], except?: string): Set<number> {
  return new Set(zones.filter((z) => z.kind === 'sensors' && z.key !== except).flatMap((z) => z.deviceIds));
}

/** Bounds around every point given, or null when there is none. */
export function boundsOf(points: LngLat[]): [LngLat, LngLat] | null {
  if (!points.length) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** Compass bearing from a to b in degrees (flat-earth, fine across a city), for arrow heads. */
export function bearing(a: LngLat, b: LngLat): number {
  const dx = (b[0] - a[0]) * Math.cos(((a[1] + b[1]) / 2) * (Math.PI / 180));
  const dy = b[1] - a[1];
  return (Math.atan2(dx, dy) * 180) / Math.PI;
}
