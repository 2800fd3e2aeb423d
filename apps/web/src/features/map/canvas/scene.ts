import { DEVICE_STATUS_COLORS, deviceStatus } from '../../../components/map/device-status.ts';
import { speedColor, toSpeedUnit, type SpeedColor, type SpeedUnit } from '../../../components/map/speed.ts';
import { pointCount, type DrawnLink } from '../api/drawn-links.ts';
import type { MapSensor } from '../api/map-sensors.ts';

/** Web Mercator's x in world units (0..1 across). */
const mercatorX = (lng: number) => (lng + 180) / 360;

/** Web Mercator's y in world units (0 at the north edge). */
function mercatorY(lat: number): number {
  const s = Math.sin((Math.max(-85.051129, Math.min(85.051129, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}

/** Web Mercator in world units (0..1 across, 0 at the north edge), the space every frame projects from. */
export const mercator = (lng: number, lat: number): [number, number] => [mercatorX(lng), mercatorY(lat)];

/**
 * What the live map draws, projected once per answer rather than once per frame: every link's line in
 * world units (one flat array, `start`/`count` per link), its bounding box for culling and its colour
 * grouped into one list per colour (a frame strokes one path per colour), and every placed sensor.
 */
export interface Scene {
  linkIds: number[];
  /** Speed in the company's unit, rounded to 0.1; null without a current value. */
  linkSpeeds: (number | null)[];
  linkColors: string[];
  coords: Float64Array;
  start: Uint32Array;
  count: Uint32Array;
  /** minX, minY, maxX, maxY per link. */
  bbox: Float64Array;
  /** Link indexes by colour, in the order they are stroked. */
  byColor: Map<string, number[]>;
  sensorIds: number[];
  sensorXY: Float64Array;
  sensorColors: string[];
  /** Sensor indexes by colour. */
  sensorsByColor: Map<string, number[]>;
  /** What the link fields above were projected from, for the next scene to reuse. */
  geometry: Geometry;
}

const group = (colors: string[]) => {
  const out = new Map<string, number[]>();
  colors.forEach((c, i) => {
    const list = out.get(c);
    if (list) list.push(i);
    else out.set(c, [i]);
  });
  return out;
};

/** Every drawable link's line in world units, with the lines it was projected from (to tell whether it still holds). */
export interface Geometry {
  lines: readonly Float64Array[];
  ids: number[];
  coords: Float64Array;
  start: Uint32Array;
  count: Uint32Array;
  bbox: Float64Array;
}

/** The previous scene's geometry when these links have the very same lines (by identity), in the same order. */
function sameGeometry(shown: DrawnLink[], previous: Pick<Scene, 'geometry'> | undefined): Geometry | undefined {
  const g = previous?.geometry;
  if (!g || g.lines.length !== shown.length) return undefined;
  for (let i = 0; i < shown.length; i++) if (shown[i].line !== g.lines[i] || shown[i].id !== g.ids[i]) return undefined;
  return g;
}

/** A line the map can draw: two points or more. */
export const drawable = (line: Float64Array) => pointCount(line) >= 2;

/**
 * The lines in world units, with each link's box, in one array. Indexed loops and no pair per point: on a first
 * visit this runs once over tens of thousands of points in code not yet optimised, where every small array made is
 * felt (the preview draws right after it).
 */
export function project(lineList: readonly Float64Array[], linkIds: readonly number[]): Geometry {
  let total = 0;
  for (let i = 0; i < lineList.length; i++) total += lineList[i].length;
  const coords = new Float64Array(total);
  const start = new Uint32Array(lineList.length);
  const count = new Uint32Array(lineList.length);
  const bbox = new Float64Array(lineList.length * 4);
  const lines = new Array<Float64Array>(lineList.length);
  const ids = new Array<number>(lineList.length);
  let k = 0;
  for (let i = 0; i < lineList.length; i++) {
    const line = lineList[i];
    lines[i] = line;
    ids[i] = linkIds[i];
    start[i] = k / 2;
    count[i] = pointCount(line);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let j = 0; j < line.length; j += 2) {
      const x = mercatorX(line[j]);
      const y = mercatorY(line[j + 1]);
      coords[k++] = x;
      coords[k++] = y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    bbox[i * 4] = minX;
    bbox[i * 4 + 1] = minY;
    bbox[i * 4 + 2] = maxX;
    bbox[i * 4 + 3] = maxY;
  }
  return { lines, ids, coords, start, count, bbox };
}

/**
 * The scene for these links and sensors. Given the previous scene, lines it already projected are kept: a live
 * update changes speeds, not lines, so it only recolours.
 */
export function buildScene(
  links: DrawnLink[],
  devices: MapSensor[],
  bands: readonly SpeedColor[],
  unit: SpeedUnit,
  { now = Date.now(), previous }: { now?: number; previous?: Pick<Scene, 'geometry'> } = {},
): Scene {
  const shown = links.filter((l) => drawable(l.line));
  const geometry =
    sameGeometry(shown, previous) ??
    project(
      shown.map((l) => l.line),
      shown.map((l) => l.id),
    );
  return sceneOf(
    geometry,
    shown.map((l) => l.speed_kmh),
    devices,
    bands,
    unit,
    now,
  );
}

/** The scene of lines already projected, coloured by their speeds (km/h, one per line; null: none). */
export function sceneOf(
  geometry: Geometry,
  speedsKmh: readonly (number | null)[],
  devices: MapSensor[],
  bands: readonly SpeedColor[],
  unit: SpeedUnit,
  now = Date.now(),
): Scene {
  const linkSpeeds = speedsKmh.map((v) => (v === null ? null : Math.round(toSpeedUnit(v, unit) * 10) / 10));
  const linkColors = linkSpeeds.map((speed) => speedColor(speed, bands));
  const sensorXY = new Float64Array(devices.length * 2);
  devices.forEach((d, i) => sensorXY.set(mercator(d.lng, d.lat), i * 2));
  const sensorColors = devices.map((d) => DEVICE_STATUS_COLORS[deviceStatus(d.last_seen, now)]);
  return {
    linkIds: geometry.ids,
    linkSpeeds,
    linkColors,
    coords: geometry.coords,
    start: geometry.start,
    count: geometry.count,
    bbox: geometry.bbox,
    byColor: group(linkColors),
    sensorIds: devices.map((d) => d.id),
    sensorXY,
    sensorColors,
    sensorsByColor: group(sensorColors),
    geometry,
  };
}

/**
 * Builds scenes one after another, each keeping the lines the one before it projected (see buildScene). The first
 * keeps `projected` (the preview's, drawn before the app started) when its links have those very lines.
 */
export function sceneBuilder(projected?: Geometry | null) {
  let last: Pick<Scene, 'geometry'> | undefined = projected ? { geometry: projected } : undefined;
  return (links: DrawnLink[], devices: MapSensor[], bands: readonly SpeedColor[], unit: SpeedUnit): Scene =>
    (last = buildScene(links, devices, bands, unit, { previous: last }));
}
