import type { Map as MaplibreMap } from 'maplibre-gl';
import type { Camera } from './draw.ts';
import { mercator } from './scene.ts';

const lngLatOf = (x: number, y: number): [number, number] => [x * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI];

/**
 * The map's current camera as an affine map from world units to the container's CSS pixels, read
 * through the map's own projection at its centre and at points about 256 px east and south of it,
 * so the canvas lines up with the basemap whatever the map's tile size, padding or bearing.
 */
export function cameraOf(map: MaplibreMap): Camera {
  const zoom = map.getZoom();
  const c = map.getCenter();
  const [cx, cy] = mercator(c.lng, c.lat);
  const step = 256 / (512 * 2 ** zoom);
  const p0 = map.project(lngLatOf(cx, cy));
  const p1 = map.project(lngLatOf(cx + step, cy));
  const p2 = map.project(lngLatOf(cx, cy + step));
  const a = (p1.x - p0.x) / step;
  const b = (p1.y - p0.y) / step;
  const cc = (p2.x - p0.x) / step;
  const d = (p2.y - p0.y) / step;
  const el = map.getContainer();
  return { a, b, c: cc, d, e: p0.x - a * cx - cc * cy, f: p0.y - b * cx - d * cy, zoom, width: el.clientWidth, height: el.clientHeight };
}

/** MapLibre's tile size: the world is 512·2^zoom CSS pixels across. */
const WORLD_PX = 512;

/** The camera of a north-up map of `width`×`height` px centred on a place at a zoom, as MapLibre puts it. */
export function cameraAt(lng: number, lat: number, zoom: number, width: number, height: number): Camera {
  const [cx, cy] = mercator(lng, lat);
  const a = WORLD_PX * 2 ** zoom;
  return { a, b: 0, c: 0, d: a, e: width / 2 - a * cx, f: height / 2 - a * cy, zoom, width, height };
}

/**
 * The camera MapLibre's `fitBounds(bounds, { padding })` gives a north-up map of `width`×`height` px: the
 * largest zoom (up to 22) at which the box fits inside the padding, centred on the box in Web Mercator.
 */
export function cameraToFit(
  [[west, south], [east, north]]: [[number, number], [number, number]],
  width: number,
  height: number,
  padding: number,
): Camera {
  const [x0, y0] = mercator(west, north);
  const [x1, y1] = mercator(east, south);
  const fit = Math.min((width - 2 * padding) / ((x1 - x0) * WORLD_PX), (height - 2 * padding) / ((y1 - y0) * WORLD_PX));
  const zoom = Math.min(Math.log2(fit), MAX_ZOOM);
  const a = WORLD_PX * 2 ** zoom;
  return { a, b: 0, c: 0, d: a, e: width / 2 - a * ((x0 + x1) / 2), f: height / 2 - a * ((y0 + y1) / 2), zoom, width, height };
}

/** MapLibre's default most zoomed-in level, the cap of a fit. */
const MAX_ZOOM = 22;
