import type { Device } from '@roadlens/contract/devices';
import { links } from '@roadlens/contract/endpoints/links';
import type { Grid, GridSummary, OdMatrix } from '@roadlens/contract/grids';
import { handle } from '../../../testing/endpoint-server.ts';
import { deviceFixture } from '../../../testing/device-fixture.ts';

/** A sensor as the contract describes it, placed by its id. */
export const sensor = (id: number, name: string, over: Partial<Device> = {}): Device =>
  deviceFixture({ id, serial: `SN-${id}`, name, lat: 41 + id / 100, lng: 29 + id / 100, voltage: null, temperature: null, ...over });

/** A grid of an outline ("Old town") and a sensor group ("Harbour"). */
export const gridFixture = (over: Partial<Grid> = {}): Grid => ({
  id: 3,
  name: 'City centre',
  created_at: '2026-01-01T00:00:00.000Z',
  zones: [
    {
      id: 31,
      position: 0,
      name: 'Old town',
      kind: 'polygon',
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [29, 41],
            [29.02, 41],
            [29.02, 41.02],
            [29, 41],
          ],
        ],
      },
      devices: [{ id: 1, name: 'Bridge north' }],
      centroid: [29.013, 41.007],
    },
    { id: 32, position: 1, name: 'Harbour', kind: 'sensors', polygon: null, devices: [{ id: 2, name: 'Quay' }], centroid: [29.02, 41.02] },
  ],
  ...over,
});

export const period = { from: '2026-03-01', to: '2026-03-07', hours: '0-24', time_zone: 'Europe/Istanbul' };

export const summaryFixture = (grid: Grid): GridSummary => ({
  grid: { id: grid.id, name: grid.name },
  period,
  zones: [
    {
      zone_id: 31,
      name: 'Old town',
      health: { online: 2, silent: 1, offline: 0, total: 3 },
      links: [{ id: 7, name: 'Coast road', trips: 42, median_s: 250, free_flow_s: 200 }],
      travel_time: { trips: 42, median_index: 1.25 },
    },
    {
      zone_id: 32,
      name: 'Harbour',
      health: { online: 0, silent: 0, offline: 1, total: 1 },
      links: [],
      travel_time: { trips: 0, median_index: null },
    },
  ],
});

/** Old town → Harbour has 12 trips; the way back had 3, below the minimum of 5, so it is suppressed. */
export const odFixture = (grid: Grid, query: URLSearchParams): OdMatrix => ({
  grid: { id: grid.id, name: grid.name },
  period: { ...period, hours: query.get('hours') ?? '0-24' },
  max_trip_minutes: Number(query.get('max_trip_minutes') ?? 120),
  min_trips: 5,
  zones: [
    { id: 31, name: 'Old town', centroid: [29.013, 41.007], trips_out: 12, trips_in: 0 },
    { id: 32, name: 'Harbour', centroid: [29.02, 41.02], trips_out: 0, trips_in: 12 },
  ],
  cells: [
    { origin: 31, destination: 32, suppressed: false, trips: 12, median_s: 430, share: 1 },
    { origin: 32, destination: 31, suppressed: true, trips: null, median_s: null, share: null },
  ],
  total_trips: 12,
  suppressed_cells: 1,
});

/** The basemap setting every map asks for: none, so the offline background. */
export const mapConfigHandler = handle(links.mapConfig, () => ({ style_url: null, legacy_url: null, grafana_url: null }));
