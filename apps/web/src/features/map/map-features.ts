import type { Device } from '@roadlens/contract';
import type { FeatureCollection, LineString, Point } from 'geojson';
import { deviceStatus } from '../../components/map/device-status.ts';
import { toSpeedUnit, type SpeedUnit } from '../../components/map/speed.ts';
import type { DrawnLink } from './api/drawn-links.ts';

export interface LinkProps {
  id: number;
  /** Current speed in the company's unit (colours are keyed on it); absent when no value. */
  speed?: number;
}

/**
 * The drawn links as GeoJSON lines. Only what the layers read goes in the properties: the map copies
 * every property of every feature into its tiles.
 */
export function linkFeatures(links: DrawnLink[], unit: SpeedUnit): FeatureCollection<LineString, LinkProps> {
  const features: FeatureCollection<LineString, LinkProps>['features'] = [];
  for (const l of links) {
    if (l.line.length < 2) continue;
    const props: LinkProps = { id: l.id };
    if (l.speed_kmh !== null) props.speed = Math.round(toSpeedUnit(l.speed_kmh, unit) * 10) / 10;
    features.push({ type: 'Feature', id: l.id, geometry: { type: 'LineString', coordinates: l.line }, properties: props });
  }
  return { type: 'FeatureCollection', features };
}

export interface DeviceProps {
  id: number;
  name: string;
  serial: string;
  status: string;
}

export function deviceFeatures(devices: Device[], now = Date.now()): FeatureCollection<Point, DeviceProps> {
  return {
    type: 'FeatureCollection',
    features: devices
      .filter((d) => d.lat !== null && d.lng !== null)
      .map((d) => ({
        type: 'Feature' as const,
        id: d.id,
        geometry: { type: 'Point' as const, coordinates: [d.lng!, d.lat!] },
        properties: { id: d.id, name: d.name, serial: d.serial, status: deviceStatus(d.last_seen, now) },
      })),
  };
}

/** Centre and zoom that show every feature, used when the company has no map centre. */
export function boundsOf(devices: Device[]): [[number, number], [number, number]] | null {
  const pts = devices.filter((d) => d.lat !== null && d.lng !== null);
  if (pts.length === 0) return null;
  const lngs = pts.map((d) => d.lng!);
  const lats = pts.map((d) => d.lat!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** Traffic keeps to this side of the road (the company's driving direction). */
export type DrivingSide = 'right' | 'left';

/**
 * Rounded line ends and corners only from street zoom on: below it a link is 2–4 px wide and they
 * look the same as plain ones, while each round corner adds a fan of triangles to every vertex of
 * every link, which the map builds, uploads and draws again on every frame of a pan.
 */
export const LINK_JOIN = ['step', ['zoom'], 'miter', 14, 'round'] as const;
export const LINK_CAP = ['step', ['zoom'], 'butt', 14, 'round'] as const;

/**
 * How the map cuts the links into tiles. Each tile keeps the features within `buffer` px of its edge
 * (of 512), built and drawn twice where tiles meet: the default 128 makes every tile hold more than
 * twice its own area, while the widest link (6 px, 4 px offset) or sensor (9 px) needs 16. Lines are
 * simplified to 1 px instead of 0.375, which a 2–6 px line does not show. On the 5,000-link bench
 * network plain MapLibre pans at 15.7 fps with both instead of 9.5, and draws first 15% sooner.
 */
export const LINK_TILING = { buffer: 16, tolerance: 1 } as const;

/** Link line width by zoom (px). */
export const LINK_WIDTH = ['interpolate', ['linear'], ['zoom'], 8, 2, 16, 6] as const;

/**
 * Link line offset by zoom (px): each link is drawn beside the road's centre line on the side its
 * traffic drives (MapLibre offsets positive values to the right of the line's direction, and a link
 * runs from origin to destination), so the two directions of a road sit side by side instead of one
 * on top of the other. Just over half the width, so the two lines do not overlap.
 */
export function linkOffset(side: DrivingSide) {
  const sign = side === 'left' ? -1 : 1;
  return ['interpolate', ['linear'], ['zoom'], 8, sign * 1.5, 16, sign * 4] as const;
}
