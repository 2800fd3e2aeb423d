import { describe, expect, it } from 'vitest';
import { lineOf, type DrawnLink } from '../api/drawn-links.ts';
import { drawScene, screenLine, type Camera } from './draw.ts';
import { pickAt } from './pick.ts';
import { buildScene } from './scene.ts';
import { linkOffset } from './style.ts';

const link = (id: number, speed_kmh: number | null, line: [number, number][] | Float64Array): DrawnLink => ({
  id,
  name: `Link ${id}`,
  speed_kmh,
  line: line instanceof Float64Array ? line : lineOf(line),
});
const bands = [
  { upto: 30, color: '#ff0000' },
  { upto: null, color: '#00ff00' },
];
// A camera at zoom 16 that puts world (0.5, 0.5) at the centre of a 1000×800 view, 2^25 px per world unit.
const S = 2 ** 25;
const cam: Camera = { a: S, b: 0, c: 0, d: S, e: 500 - 0.5 * S, f: 400 - 0.5 * S, zoom: 16, width: 1000, height: 800 };
// Longitude/latitude a given number of screen pixels from the centre, east and north (near 0,0 Mercator is linear enough).
const at = (dx: number, dy: number): [number, number] => [(dx / S) * 360, (-dy / S) * 360];

/** A stand-in for a 2D context that records the paths it is asked to stroke and fill. */
function recorder() {
  const calls: string[] = [];
  let points = 0;
  const ctx = {
    lineWidth: 0,
    lineJoin: '',
    lineCap: '',
    strokeStyle: '',
    fillStyle: '',
    beginPath: () => (points = 0),
    moveTo: () => points++,
    lineTo: () => points++,
    arc: () => points++,
    stroke: () => calls.push(`stroke ${ctx.strokeStyle} ${points}`),
    fill: () => calls.push(`fill ${ctx.fillStyle} ${points}`),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('drawing the map scene', () => {
  const scene = buildScene(
    [
      link(1, 50, [at(-100, 0), at(100, 0)]),
      link(2, 50, [at(-100, 50), at(0, 50), at(100, 50)]),
      link(3, 10, [at(-100, 100), at(100, 100)]),
      link(4, 10, [at(5000, 0), at(5100, 0)]),
    ],
    [],
    bands,
    'km__hr',
  );
  const layers = { links: true, sensors: true, side: 'right' as const };

  it('strokes each link in view, colour by colour, and leaves out links outside the view', () => {
    const { ctx, calls } = recorder();
    const drawn = drawScene(ctx, scene, cam, layers);
    expect(drawn.links.map((i) => scene.linkIds[i]).sort()).toEqual([1, 2, 3]);
    expect(calls).toEqual(['stroke #00ff00 2', 'stroke #00ff00 3', 'stroke #ff0000 2']);
  });

  it('draws each link to the right of its direction, by the offset for the zoom', () => {
    const east = screenLine(scene, 0, cam, 4);
    // Heading east on screen (y down), right is south: 4 px further down.
    expect([...east.pts.slice(0, 4)].map((v) => Math.round(v * 100) / 100)).toEqual([400, 404, 600, 404]);
    expect(linkOffset('right')[1]).toEqual([16, 4]);
    expect(linkOffset('left')[1]).toEqual([16, -4]);
  });

  it('finds the link under the pointer where it is drawn, sensors first, nothing on empty map', () => {
    expect(pickAt(scene, cam, layers, 450, 404)).toEqual({ kind: 'link', id: 1 });
    expect(pickAt(scene, cam, layers, 450, 454)).toEqual({ kind: 'link', id: 2 });
    expect(pickAt(scene, cam, layers, 450, 300)).toBeNull();
    expect(pickAt(scene, cam, { ...layers, links: false }, 450, 404)).toBeNull();
    const withSensor = buildScene([link(1, 50, [at(-100, 0), at(100, 0)])], [], bands, 'km__hr');
    withSensor.sensorIds.push(9);
    withSensor.sensorXY = Float64Array.from([0.5 + 10 / S, 0.5 + 4 / S]);
    expect(pickAt(withSensor, cam, layers, 510, 404)).toEqual({ kind: 'sensor', id: 9 });
  });
});
