import { overlaps, screenLine, worldView, type Camera, type Layers } from './draw.ts';
import type { Scene } from './scene.ts';
import { interpolate, LINK_WIDTH, linkOffset, SENSOR_RADIUS } from './style.ts';

export interface Picked {
  kind: 'link' | 'sensor';
  id: number;
}

/** Extra reach around a line or circle, so a thin link is easy to point at. */
const SLACK_PX = 3;

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * What is under a screen point, as drawn: a sensor first (they are drawn on top), else the nearest link
 * within half its width plus a little; null over empty map.
 */
export function pickAt(scene: Scene, cam: Camera, layers: Layers, x: number, y: number): Picked | null {
  let best: Picked | null = null;
  let bestD = Infinity;
  if (layers.sensors) {
    const reach = interpolate(SENSOR_RADIUS, cam.zoom) + SLACK_PX;
    for (let i = 0; i < scene.sensorIds.length; i++) {
      const wx = scene.sensorXY[i * 2];
      const wy = scene.sensorXY[i * 2 + 1];
      const d = Math.hypot(cam.a * wx + cam.c * wy + cam.e - x, cam.b * wx + cam.d * wy + cam.f - y);
      if (d <= reach && d < bestD) {
        best = { kind: 'sensor', id: scene.sensorIds[i] };
        bestD = d;
      }
    }
    if (best) return best;
  }
  if (!layers.links) return null;
  const reach = interpolate(LINK_WIDTH, cam.zoom) / 2 + SLACK_PX;
  const offset = interpolate(linkOffset(layers.side), cam.zoom);
  // Only links whose box comes within reach of the point: the point's own tiny "viewport".
  const around = worldView({ ...cam, e: cam.e - x, f: cam.f - y, width: 0, height: 0 }, reach + Math.abs(offset));
  for (let i = 0; i < scene.linkIds.length; i++) {
    if (!overlaps(scene, i, around)) continue;
    const { pts, n } = screenLine(scene, i, cam, offset);
    for (let j = 0; j < n - 1; j++) {
      const d = segmentDistance(x, y, pts[j * 2], pts[j * 2 + 1], pts[j * 2 + 2], pts[j * 2 + 3]);
      if (d <= reach && d < bestD) {
        best = { kind: 'link', id: scene.linkIds[i] };
        bestD = d;
      }
    }
  }
  return best;
}
