import { describe, expect, it } from 'vitest';
import type { Camera } from './draw.ts';
import { PAN_MARGIN, planFor, seedFits } from './pan-cache.ts';
import { buildScene } from './scene.ts';

const cam: Camera = { a: 1000, b: 0, c: 0, d: 1000, e: 0, f: 0, zoom: 10, width: 800, height: 600 };
const scene = buildScene([], [], [], 'km__hr');
const layers = { links: true, sensors: true, side: 'right' as const };
/** The camera zoomed by `s` about the view's centre (400, 300). */
const zoomed = (s: number): Camera => ({
  ...cam,
  a: cam.a * s,
  d: cam.d * s,
  e: 400 - s * 400,
  f: 300 - s * 300,
  zoom: cam.zoom + Math.log2(s),
});

describe('when the map layer is drawn again', () => {
  const key = { scene, layers, cam, ratio: 1, margin: PAN_MARGIN };

  it('draws the view alone the first time and whenever the scene, layers, size or bearing change', () => {
    expect(planFor(null, scene, layers, cam, 1)).toEqual({ draw: 0 });
    expect(planFor(key, buildScene([], [], [], 'km__hr'), layers, cam, 1)).toEqual({ draw: 0 });
    expect(planFor(key, scene, { ...layers }, cam, 1)).toEqual({ draw: 0 });
    expect(planFor(key, scene, layers, { ...cam, width: 801 }, 1)).toEqual({ draw: 0 });
    expect(planFor(key, scene, layers, cam, 2)).toEqual({ draw: 0 });
    expect(planFor(key, scene, layers, { ...cam, b: 100, c: -100 }, 1)).toEqual({ draw: 0 });
  });

  it('moves the drawing for a pan within the margin, and draws with a margin for one past it', () => {
    expect(planFor(key, scene, layers, { ...cam, e: 300, f: -PAN_MARGIN }, 1)).toEqual({ scale: 1 });
    expect(planFor(key, scene, layers, { ...cam, e: PAN_MARGIN + 1 }, 1)).toEqual({ draw: PAN_MARGIN });
    // A cache drawn for the view alone: the first pan draws it again with the margin.
    expect(planFor({ ...key, margin: 0 }, scene, layers, { ...cam, e: 1 }, 1)).toEqual({ draw: PAN_MARGIN });
    expect(planFor({ ...key, margin: 0 }, scene, layers, cam, 1)).toEqual({ scale: 1 });
  });

  it('stretches the drawing while a zoom runs, and draws it sharp once the zoom settles or stretches it past 2×', () => {
    const noMargin = { ...key, margin: 0 };
    expect(planFor(noMargin, scene, layers, zoomed(1.5), 1)).toEqual({ scale: 1.5 });
    expect(planFor(noMargin, scene, layers, zoomed(1.5), 1, true)).toEqual({ draw: 0 });
    expect(planFor(noMargin, scene, layers, zoomed(2.5), 1)).toEqual({ draw: 0 });
    // Zooming out shows more than was drawn: within the margin it is stretched, past it drawn again.
    expect(planFor(key, scene, layers, zoomed(0.6), 1)).toEqual({ scale: 0.6 });
    expect(planFor(noMargin, scene, layers, zoomed(0.8), 1)).toEqual({ draw: PAN_MARGIN });
  });
});

describe('when a drawing made elsewhere stands for the first view', () => {
  const seed = { cam, ratio: 1, layers };

  it('fits the view it was made for, up to the rounding of a camera read back from the map', () => {
    expect(seedFits(seed, layers, cam, 1)).toBe(true);
    expect(seedFits(seed, { ...layers }, { ...cam, e: cam.e + 0.004, a: cam.a * (1 + 1e-9) }, 1)).toBe(true);
  });

  it('does not fit another place, zoom, size, pixel ratio or layer choice', () => {
    expect(seedFits(seed, layers, { ...cam, e: 0.5 }, 1)).toBe(false);
    expect(seedFits(seed, layers, { ...cam, f: -0.02 }, 1)).toBe(false);
    expect(seedFits(seed, layers, zoomed(1.001), 1)).toBe(false);
    expect(seedFits(seed, layers, { ...cam, b: 1, c: -1 }, 1)).toBe(false);
    expect(seedFits(seed, layers, { ...cam, height: 601 }, 1)).toBe(false);
    expect(seedFits(seed, layers, cam, 2)).toBe(false);
    expect(seedFits(seed, { ...layers, sensors: false }, cam, 1)).toBe(false);
    expect(seedFits(seed, { ...layers, side: 'left' }, cam, 1)).toBe(false);
  });
});
