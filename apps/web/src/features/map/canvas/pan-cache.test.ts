import { describe, expect, it } from 'vitest';
import type { Camera } from './draw.ts';
import { PAN_MARGIN, redrawFor } from './pan-cache.ts';
import { buildScene } from './scene.ts';

const cam: Camera = { a: 1000, b: 0, c: 0, d: 1000, e: 0, f: 0, zoom: 10, width: 800, height: 600 };
const scene = buildScene([], [], [], 'km__hr');
const layers = { links: true, sensors: true, side: 'right' as const };

describe('when the map layer is drawn again', () => {
  const key = { scene, layers, cam, ratio: 1, margin: PAN_MARGIN };

  it('draws the view alone the first time and whenever the scene, layers, size, zoom or bearing change', () => {
    expect(redrawFor(null, scene, layers, cam, 1)).toBe(0);
    expect(redrawFor(key, buildScene([], [], [], 'km__hr'), layers, cam, 1)).toBe(0);
    expect(redrawFor(key, scene, { ...layers }, cam, 1)).toBe(0);
    expect(redrawFor(key, scene, layers, { ...cam, width: 801 }, 1)).toBe(0);
    expect(redrawFor(key, scene, layers, cam, 2)).toBe(0);
    expect(redrawFor(key, scene, layers, { ...cam, a: 1001, d: 1001 }, 1)).toBe(0);
    expect(redrawFor(key, scene, layers, { ...cam, b: 1, c: -1 }, 1)).toBe(0);
  });

  it('shifts the drawing for a pan within the margin, and draws with a margin for one past it', () => {
    expect(redrawFor(key, scene, layers, { ...cam, e: 300, f: -PAN_MARGIN }, 1)).toBeNull();
    expect(redrawFor(key, scene, layers, { ...cam, e: PAN_MARGIN + 1 }, 1)).toBe(PAN_MARGIN);
    // A cache drawn for the view alone: the first pan draws it again with the margin.
    expect(redrawFor({ ...key, margin: 0 }, scene, layers, { ...cam, e: 1 }, 1)).toBe(PAN_MARGIN);
    expect(redrawFor({ ...key, margin: 0 }, scene, layers, cam, 1)).toBeNull();
  });
});
