import type { Scene } from './scene.ts';
import { interpolate, LINK_WIDTH, linkOffset, ROUND_FROM_ZOOM, SENSOR_RADIUS, type DrivingSide } from './style.ts';

/**
 * Where the map's camera puts world units on screen (CSS px): x' = a·x + c·y + e, y' = b·x + d·y + f.
 * Without pitch this is exact for any zoom and bearing.
 */
export interface Camera {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
  zoom: number;
  width: number;
  height: number;
}

export interface Layers {
  links: boolean;
  sensors: boolean;
  side: DrivingSide;
}

/** Scratch space for one link's screen points, grown when a longer link comes. */
let scratch = new Float64Array(1024);

/** The viewport in world units, widened by `px` screen pixels on every side. */
export function worldView(cam: Camera, px: number): [number, number, number, number] {
  const det = cam.a * cam.d - cam.b * cam.c;
  const corners = [
    [-px, -px],
    [cam.width + px, -px],
    [-px, cam.height + px],
    [cam.width + px, cam.height + px],
  ].map(([sx, sy]) => {
    const u = sx - cam.e;
    const v = sy - cam.f;
    return [(cam.d * u - cam.c * v) / det, (-cam.b * u + cam.a * v) / det];
  });
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export const overlaps = (scene: Scene, i: number, v: readonly number[]) =>
  scene.bbox[i * 4] <= v[2] && scene.bbox[i * 4 + 2] >= v[0] && scene.bbox[i * 4 + 1] <= v[3] && scene.bbox[i * 4 + 3] >= v[1];

/**
 * Link `i` on screen, `offset` px to the right of its direction: points closer than a pixel to the
 * last kept one are dropped (a line simplified for the zoom), and each corner moves along the mean of
 * its two segments' normals, lengthened so both sides stay `offset` away (capped at 2×, as a miter).
 * Returns how many points were written to the returned buffer (x, y pairs).
 */
export function screenLine(scene: Scene, i: number, cam: Camera, offset: number): { pts: Float64Array; n: number } {
  const s = scene.start[i] * 2;
  const count = scene.count[i];
  if (scratch.length < count * 2) scratch = new Float64Array(count * 4);
  const out = scratch;
  let n = 0;
  for (let j = 0; j < count; j++) {
    const x = scene.coords[s + j * 2];
    const y = scene.coords[s + j * 2 + 1];
    const sx = cam.a * x + cam.c * y + cam.e;
    const sy = cam.b * x + cam.d * y + cam.f;
    if (n > 0 && j < count - 1 && Math.abs(sx - out[n * 2 - 2]) + Math.abs(sy - out[n * 2 - 1]) < 1) continue;
    out[n * 2] = sx;
    out[n * 2 + 1] = sy;
    n++;
  }
  if (offset !== 0 && n >= 2) offsetLine(out, n, offset);
  return { pts: out, n };
}

let normals = new Float64Array(1024);

function offsetLine(p: Float64Array, n: number, offset: number) {
  if (normals.length < n * 2) normals = new Float64Array(n * 4);
  // Each segment's unit right-hand normal (screen y points down, so right of (dx, dy) is (-dy, dx)).
  for (let j = 0; j < n - 1; j++) {
    const dx = p[j * 2 + 2] - p[j * 2];
    const dy = p[j * 2 + 3] - p[j * 2 + 1];
    const len = Math.hypot(dx, dy) || 1;
    normals[j * 2] = -dy / len;
    normals[j * 2 + 1] = dx / len;
  }
  for (let j = 0; j < n; j++) {
    const k = j === n - 1 ? n - 2 : j;
    let mx = normals[k * 2];
    let my = normals[k * 2 + 1];
    if (j > 0 && j < n - 1) {
      // A corner moves along the mean of its segments' normals, lengthened so both offset segments stay
      // `offset` away (1 / cos of half the turn), capped at 2× like a miter limit.
      const sx = normals[j * 2 - 2] + mx;
      const sy = normals[j * 2 - 1] + my;
      const len = Math.hypot(sx, sy);
      if (len > 1e-6) {
        const ux = sx / len;
        const uy = sy / len;
        const scale = Math.min(2, 1 / Math.max(ux * mx + uy * my, 1e-6));
        mx = ux * scale;
        my = uy * scale;
      }
    }
    p[j * 2] += mx * offset;
    p[j * 2 + 1] += my * offset;
  }
}

/** What the last frame drew, by scene index, for tests and for hit testing's candidates. */
export interface Drawn {
  links: number[];
  sensors: number[];
}

/**
 * One frame: links (a path each, grouped by colour so the stroke style changes once per colour: one
 * path holding every link of a colour rasterises slower in Chromium's software canvas), then sensors on
 * top, both culled to the viewport.
 */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene, cam: Camera, layers: Layers): Drawn {
  const drawn: Drawn = { links: [], sensors: [] };
  const width = interpolate(LINK_WIDTH, cam.zoom);
  const offset = interpolate(linkOffset(layers.side), cam.zoom);
  if (layers.links) {
    const view = worldView(cam, width + Math.abs(offset));
    const round = cam.zoom >= ROUND_FROM_ZOOM;
    ctx.lineWidth = width;
    ctx.lineJoin = round ? 'round' : 'miter';
    ctx.lineCap = round ? 'round' : 'butt';
    for (const [color, list] of scene.byColor) {
      ctx.strokeStyle = color;
      for (const i of list) {
        if (!overlaps(scene, i, view)) continue;
        const { pts, n } = screenLine(scene, i, cam, offset);
        ctx.beginPath();
        ctx.moveTo(pts[0], pts[1]);
        for (let j = 1; j < n; j++) ctx.lineTo(pts[j * 2], pts[j * 2 + 1]);
        ctx.stroke();
        drawn.links.push(i);
      }
    }
  }
  if (layers.sensors) {
    const r = interpolate(SENSOR_RADIUS, cam.zoom);
    ctx.lineWidth = 1;
    ctx.strokeStyle = '#ffffff';
    for (const [color, list] of scene.sensorsByColor) {
      ctx.fillStyle = color;
      ctx.beginPath();
      for (const i of list) {
        const x = scene.sensorXY[i * 2];
        const y = scene.sensorXY[i * 2 + 1];
        const sx = cam.a * x + cam.c * y + cam.e;
        const sy = cam.b * x + cam.d * y + cam.f;
        if (sx < -r || sy < -r || sx > cam.width + r || sy > cam.height + r) continue;
        ctx.moveTo(sx + r, sy);
        ctx.arc(sx, sy, r, 0, 2 * Math.PI);
        drawn.sensors.push(i);
      }
      ctx.fill();
      ctx.stroke();
    }
  }
  return drawn;
}
