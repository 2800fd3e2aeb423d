import { describe, expect, it } from 'vitest';
import { cameraAt, cameraToFit } from './camera.ts';
import { mercator } from './scene.ts';

const onScreen = (cam: ReturnType<typeof cameraAt>, lng: number, lat: number) => {
  const [x, y] = mercator(lng, lat);
  return [cam.a * x + cam.c * y + cam.e, cam.b * x + cam.d * y + cam.f];
};

describe('cameras worked out without a map (the early preview)', () => {
  it('puts the centre in the middle of the view, the world 512 px across at zoom 0', () => {
    const cam = cameraAt(29, 41, 11, 1000, 700);
    const [x, y] = onScreen(cam, 29, 41);
    expect(x).toBeCloseTo(500, 9);
    expect(y).toBeCloseTo(350, 9);
    expect(cameraAt(0, 0, 0, 512, 512).a).toBe(512);
    expect(cameraAt(0, 0, 3, 512, 512).a).toBe(512 * 8);
  });

  it('frames a box as fitBounds does: its wider side on the padding, its middle in the middle', () => {
    const bounds: [[number, number], [number, number]] = [
      [28.9, 40.95],
      [29.2, 41.1],
    ];
    const cam = cameraToFit(bounds, 1000, 700, 40);
    const [left, top] = onScreen(cam, 28.9, 41.1);
    const [right, bottom] = onScreen(cam, 29.2, 40.95);
    // One side touches the padding exactly, the other fits inside it.
    const touchesX = Math.abs(left - 40) < 1e-6 && Math.abs(right - 960) < 1e-6;
    const touchesY = Math.abs(top - 40) < 1e-6 && Math.abs(bottom - 660) < 1e-6;
    expect(touchesX || touchesY).toBe(true);
    expect(left).toBeGreaterThanOrEqual(40 - 1e-6);
    expect(top).toBeGreaterThanOrEqual(40 - 1e-6);
    expect(right).toBeLessThanOrEqual(960 + 1e-6);
    expect(bottom).toBeLessThanOrEqual(660 + 1e-6);
    expect((left + right) / 2).toBeCloseTo(500, 6);
    expect((top + bottom) / 2).toBeCloseTo(350, 6);
    expect(cam.zoom).toBeCloseTo(Math.log2(cam.a / 512), 12);
  });

  it('stops at zoom 22 for a single point', () => {
    const cam = cameraToFit(
      [
        [29, 41],
        [29, 41],
      ],
      800,
      600,
      40,
    );
    expect(cam.zoom).toBe(22);
    const [x, y] = onScreen(cam, 29, 41);
    expect(x).toBeCloseTo(400, 6);
    expect(y).toBeCloseTo(300, 6);
  });
});
