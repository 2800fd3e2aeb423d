import { describe, expect, it } from 'vitest';
import { lineOf, type DrawnLink } from '../api/drawn-links.ts';
import type { MapSensor } from '../api/map-sensors.ts';
import { buildScene } from './scene.ts';
import { sceneSignature } from './scene-signature.ts';

const bands = [
  { upto: 30, color: '#ff0000' },
  { upto: null, color: '#00ff00' },
];
const now = Date.parse('2026-11-28T12:00:00Z');
const links = (speed: number, end = 29.1): DrawnLink[] => [
  {
    id: 1,
    name: 'A',
    speed_kmh: speed,
    line: lineOf([
      [29, 41],
      [end, 41.1],
    ]),
  },
  {
    id: 2,
    name: 'B',
    speed_kmh: null,
    line: lineOf([
      [29.2, 41],
      [29.3, 41.1],
    ]),
  },
];
const sensors = (lastSeen: string): MapSensor[] => [{ id: 7, lng: 29, lat: 41, last_seen: lastSeen } as MapSensor];
const scene = (l: DrawnLink[], s: MapSensor[]) => buildScene(l, s, bands, 'km__hr', { now });

describe('a scene signature', () => {
  const recent = '2026-11-28T11:59:00Z';

  it('is the same for scenes built from the same answers', () => {
    expect(sceneSignature(scene(links(50), sensors(recent)))).toBe(sceneSignature(scene(links(50), sensors(recent))));
  });

  it('changes with a link colour, a point, a sensor colour or one feature more', () => {
    const base = sceneSignature(scene(links(50), sensors(recent)));
    expect(sceneSignature(scene(links(20), sensors(recent)))).not.toBe(base);
    expect(sceneSignature(scene(links(50, 29.1000001), sensors(recent)))).not.toBe(base);
    expect(sceneSignature(scene(links(50), sensors('2026-11-20T00:00:00Z')))).not.toBe(base);
    expect(sceneSignature(scene(links(50), [...sensors(recent), { id: 8, lng: 29, lat: 41, last_seen: recent } as MapSensor]))).not.toBe(
      base,
    );
    // Same colours, another speed within the band: nothing drawn differs.
    expect(sceneSignature(scene(links(60), sensors(recent)))).toBe(base);
  });
});
