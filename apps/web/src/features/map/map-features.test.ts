import { describe, expect, it } from 'vitest';
import type { Device, Link } from '@roadlens/contract';
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
const link = (id: number, o: number | null, d: number | null, speed: number | null, geometry: Link['geometry'] = null): Link => ({
  id,
  name: `Link ${id}`,
  origin_device_id: o,
  destination_device_id: d,
  provider_segment: null,
  length_m: 1000,
  geometry,
  free_flow_s: 60,
  max_travel_time_s: 1800,
  match_time: 'first',
  filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
  current: {
    interval_start: null,
    travel_time_s: null,
    speed_kmh: speed,
    count: 0,
    typical_s: null,
    free_flow_s: 60,
    delay_s: null,
    unusual_delay_s: null,
    confidence: 0,
  },
});

describe('map features', () => {
  const devices = [device(1, 29, 41), device(2, 29.1, 41.1), device(3, null, null)];
  it('draws links from their geometry, else between their sensors, and skips the rest', () => {
    const fc = linkFeatures(
      [
        link(1, 1, 2, 50),
        link(2, 1, 3, 40),
        link(3, null, null, null, [
          [1, 2],
          [3, 4],
        ]),
      ],
      devices,
      'km__hr',
    );
    expect(fc.features.map((f) => f.id)).toEqual([1, 3]);
    expect(fc.features[0].geometry.coordinates).toEqual([
      [29, 41],
      [29.1, 41.1],
    ]);
    expect(fc.features[0].properties.speed).toBe(50);
    expect(fc.features[1].properties.speed).toBeUndefined();
  });
  it('keys colours on the speed in the company unit', () => {
    expect(linkFeatures([link(1, 1, 2, 100)], devices, 'mi__hr').features[0].properties.speed).toBe(62.1);
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
