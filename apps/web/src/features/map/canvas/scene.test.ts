import { describe, expect, it } from 'vitest';
import { DEVICE_STATUS_COLORS } from '../../../components/map/device-status.ts';
import { NO_DATA_COLOR } from '../../../components/map/speed.ts';
import { lineOf, type DrawnLink } from '../api/drawn-links.ts';
import { buildScene, drawable, mercator, project, sceneBuilder, sceneOf } from './scene.ts';
import { sceneSignature } from './scene-signature.ts';

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

describe('the map scene', () => {
  it('keeps links with a line, with their speed and band colour, grouped by colour', () => {
    const scene = buildScene(
      [
        link(1, 50, [
          [29, 41],
          [29.1, 41.1],
        ]),
        link(2, 40, [[29, 41]]),
        link(3, null, [
          [1, 2],
          [3, 4],
        ]),
        link(4, 20, [
          [0, 0],
          [1, 1],
        ]),
      ],
      [],
      bands,
      'km__hr',
    );
    expect(scene.linkIds).toEqual([1, 3, 4]);
    expect(scene.linkSpeeds).toEqual([50, null, 20]);
    expect(scene.linkColors).toEqual(['#00ff00', NO_DATA_COLOR, '#ff0000']);
    expect([...scene.byColor]).toEqual([
      ['#00ff00', [0]],
      [NO_DATA_COLOR, [1]],
      ['#ff0000', [2]],
    ]);
    expect([...scene.coords.slice(0, 4)]).toEqual([...mercator(29, 41), ...mercator(29.1, 41.1)]);
    const [x0, y0] = mercator(29, 41);
    const [x1, y1] = mercator(29.1, 41.1);
    expect([...scene.bbox.slice(0, 4)]).toEqual([x0, y1, x1, y0]);
  });

  it('keys colours on the speed in the company unit', () => {
    const scene = buildScene(
      [
        link(1, 40, [
          [0, 0],
          [1, 1],
        ]),
      ],
      [],
      bands,
      'mi__hr',
    );
    expect(scene.linkSpeeds).toEqual([24.9]);
    expect(scene.linkColors).toEqual(['#ff0000']);
  });

  it('places sensors, coloured by status', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const scene = buildScene(
      [],
      [
        { id: 1, name: 'A', serial: 'S-1', lng: 29, lat: 41, last_seen: '2026-11-25T11:59:00Z' },
        { id: 2, name: 'B', serial: 'S-2', lng: 29.1, lat: 41.1, last_seen: null },
      ],
      bands,
      'km__hr',
      { now },
    );
    expect(scene.sensorIds).toEqual([1, 2]);
    expect([...scene.sensorXY.slice(0, 2)]).toEqual(mercator(29, 41));
    expect(scene.sensorColors).toEqual([DEVICE_STATUS_COLORS.online, DEVICE_STATUS_COLORS.offline]);
  });

  it('recolours from a live update without projecting the lines again, and projects lines that changed', () => {
    const a = lineOf([
      [29, 41],
      [29.1, 41.1],
    ]);
    const b = lineOf([
      [1, 2],
      [3, 4],
    ]);
    const first = buildScene([link(1, 50, a), link(2, null, b)], [], bands, 'km__hr');
    const update = [link(1, 20, a), link(2, 45, b)];
    const next = buildScene(update, [], bands, 'km__hr', { previous: first });
    expect(next.coords).toBe(first.coords);
    expect(next.bbox).toBe(first.bbox);
    const fresh = buildScene(update, [], bands, 'km__hr');
    expect({ ...next, geometry: null }).toEqual({ ...fresh, geometry: null });
    expect(next.linkColors).toEqual(['#ff0000', '#00ff00']);

    // A line that is not the same object, or links in another order, is projected again.
    const moved = lineOf([
      [5, 6],
      [7, 8],
    ]);
    const changed = buildScene([link(1, 20, a), link(2, 45, moved)], [], bands, 'km__hr', { previous: next });
    expect(changed.coords).not.toBe(next.coords);
    expect([...changed.coords.slice(4, 8)]).toEqual([...mercator(5, 6), ...mercator(7, 8)]);
    const reordered = buildScene([link(2, 45, b), link(1, 20, a)], [], bands, 'km__hr', { previous: next });
    expect(reordered.linkIds).toEqual([2, 1]);
    expect([...reordered.coords.slice(0, 2)]).toEqual(mercator(1, 2));
  });

  it("starts from lines projected before (the preview's) when the first links have those very lines", () => {
    const a = lineOf([
      [29, 41],
      [29.1, 41.1],
    ]);
    const b = lineOf([[1, 2]]);
    const c = lineOf([
      [1, 2],
      [3, 4],
    ]);
    // Projected as the preview does: the drawable lines only, in the answer's order.
    const projected = project([a, c], [1, 3]);
    const first = sceneBuilder(projected)([link(1, 50, a), link(2, 50, b), link(3, null, c)], [], bands, 'km__hr');
    expect(first.geometry).toBe(projected);
    expect(first.linkIds).toEqual([1, 3]);
    expect(first.linkColors).toEqual(['#00ff00', NO_DATA_COLOR]);
    // Equal lines that are other objects (another answer) are projected again, to the same coordinates.
    const other = sceneBuilder(projected)(
      [
        link(
          1,
          50,
          lineOf([
            [29, 41],
            [29.1, 41.1],
          ]),
        ),
        link(3, null, c),
      ],
      [],
      bands,
      'km__hr',
    );
    expect(other.geometry).not.toBe(projected);
    expect([...other.coords]).toEqual([...projected.coords]);
  });

  it('projects to Web Mercator world units', () => {
    expect(mercator(-180, 0)).toEqual([0, 0.5]);
    expect(mercator(0, 0)).toEqual([0.5, 0.5]);
    expect(mercator(180, 85.051129)[1]).toBeCloseTo(0, 6);
  });

  it('is the same scene from lines projected apart and coloured after (as the preview makes it)', () => {
    const links = [
      link(1, 20, [
        [1, 2],
        [3, 4],
      ]),
      link(2, null, [[5, 6]]),
      link(3, 45, [
        [7, 8],
        [9, 10],
        [11, 12],
      ]),
    ];
    const sensors = [{ id: 4, name: 'S', serial: 's', lng: 1, lat: 1, last_seen: null }];
    const built = buildScene(links, sensors, bands, 'km__hr', { now: 0 });
    const shown = links.filter((l) => drawable(l.line));
    const apart = sceneOf(
      project(
        shown.map((l) => l.line),
        shown.map((l) => l.id),
      ),
      shown.map((l) => l.speed_kmh),
      sensors,
      bands,
      'km__hr',
      0,
    );
    expect(apart.linkIds).toEqual([1, 3]);
    expect(sceneSignature(apart)).toBe(sceneSignature(built));
    expect(apart.linkColors).toEqual(built.linkColors);
  });
});
