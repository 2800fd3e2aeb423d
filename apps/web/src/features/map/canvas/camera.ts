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
