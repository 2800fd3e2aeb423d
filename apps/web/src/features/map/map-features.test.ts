import { describe, expect, it } from 'vitest';
import type { Device } from '@roadlens/contract';
import type { DrawnLink } from './api/drawn-links.ts';
import { deviceFeatures, linkFeatures } from './map-features.ts';

const device = (id: number, lng: number | null, lat: number | null, last_seen: string | null = null): Device => ({
  id,
  serial: `S${id}`,
  name: `Sensor ${id}`,
  data_source_type: 0,
  lat,
  lng,
  direction: null,
  config: {},
  commands: [],
  mode: 0,
  schedule_status: '6',
  credit: 0,
  processing_status: 'idle',
  time_zone: null,
  last_seen,
  detection_rate: null,
  voltage: null,
  temperature: null,
  created_at: '2026-01-01T00:00:00Z',
});
const link = (id: number, speed_kmh: number | null, line: [number, number][]): DrawnLink => ({ id, name: `Link ${id}`, speed_kmh, line });

describe('map features', () => {
  const devices = [device(1, 29, 41), device(2, 29.1, 41.1), device(3, null, null)];
  it('draws links with a line, their speed in the properties, and skips the rest', () => {
    const fc = linkFeatures(
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
      ],
      'km__hr',
    );
    expect(fc.features.map((f) => f.id)).toEqual([1, 3]);
    expect(fc.features[0].geometry.coordinates).toEqual([
      [29, 41],
      [29.1, 41.1],
    ]);
    expect(fc.features[0].properties).toEqual({ id: 1, speed: 50 });
    expect(fc.features[1].properties.speed).toBeUndefined();
  });
  it('keys colours on the speed in the company unit', () => {
    expect(
      linkFeatures(
        [
          link(1, 100, [
            [0, 0],
            [1, 1],
          ]),
        ],
        'mi__hr',
      ).features[0].properties.speed,
    ).toBe(62.1);
  });
  it('places sensors with a position and tags their status', () => {
    const fc = deviceFeatures(devices);
    expect(fc.features).toHaveLength(2);
    expect(fc.features[0].properties.status).toBe('offline');
  });
});

describe('the two directions of a road', () => {
  it('are offset to the driving side, right by default and left for left-hand traffic', async () => {
    const { linkOffset } = await import('./map-features.ts');
    expect(linkOffset('right')).toEqual(['interpolate', ['linear'], ['zoom'], 8, 1.5, 16, 4]);
    expect(linkOffset('left')).toEqual(['interpolate', ['linear'], ['zoom'], 8, -1.5, 16, -4]);
  });
});
