import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let other: Client;
const dev: Record<string, number> = {};
let otherDevice: number;

const square = (lng: number, lat: number, d = 0.01) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + d, lat],
      [lng + d, lat + d],
      [lng, lat + d],
      [lng, lat],
    ],
  ],
});
const post = (payload: object, as = op) => as.inject({ method: 'POST', url: '/api/grids/', payload });

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  for (const [s, lat, lng] of [
    ['GR-1', 41.2005, 29.2005],
    ['GR-2', null, null],
    ['GR-3', 41.3005, 29.3005],
  ] as const) {
    dev[s] = (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}`, payload: { lat, lng } })).json().id;
  }
  otherDevice = (await other.inject({ method: 'POST', url: '/api/map/devices/?s=GR-X', payload: {} })).json().id;
});
afterAll(() => t.close());

describe('grids', () => {
  it('seeds the demo city one grid of districts built from its sensors', async () => {
    const list = (await op.inject({ method: 'GET', url: '/api/grids/' })).json();
    const seeded = list.find((g: { name: string }) => g.name === 'Istanbul districts');
    expect(seeded.zones).toHaveLength(6);
    for (const z of seeded.zones) {
      expect(z).toMatchObject({ kind: 'sensors', polygon: null });
      expect(z.devices.length).toBeGreaterThan(0);
      expect(z.centroid).toHaveLength(2);
    }
    expect((await other.inject({ method: 'GET', url: '/api/grids/' })).json()).toEqual([]);
  });

  it('creates, reads, edits (keeping zone ids) and deletes a grid', async () => {
    const res = await post({
      name: 'Test grid',
      zones: [
        { name: 'North', kind: 'polygon', polygon: square(29.2, 41.2) },
        { name: 'Depot', kind: 'sensors', device_ids: [dev['GR-2'], dev['GR-3']] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const grid = res.json();
    expect(grid).toMatchObject({ name: 'Test grid' });
    expect(grid.zones[0]).toMatchObject({
      position: 0,
      name: 'North',
      kind: 'polygon',
      devices: [{ id: dev['GR-1'], name: expect.any(String) }],
    });
    expect(grid.zones[0].centroid).toEqual([29.205, 41.205]);
    expect(grid.zones[1].devices.map((d: { id: number }) => d.id).sort()).toEqual([dev['GR-2'], dev['GR-3']].sort());
    // Only GR-3 has a position, so the group is drawn there.
    expect(grid.zones[1].centroid).toEqual([29.3005, 41.3005]);
    expect((await op.inject({ method: 'GET', url: `/api/grids/${grid.id}/` })).json()).toEqual(grid);

    const [north, depot] = grid.zones;
    const patched = await op.inject({
      method: 'PATCH',
      url: `/api/grids/${grid.id}/`,
      payload: {
        name: 'Renamed',
        zones: [
          { id: depot.id, name: 'Depot', kind: 'sensors', device_ids: [dev['GR-3']] },
          { name: 'South', kind: 'sensors', device_ids: [dev['GR-2']] },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const g2 = patched.json();
    expect(g2.name).toBe('Renamed');
    expect(g2.zones.map((z: { name: string; position: number }) => [z.position, z.name])).toEqual([
      [0, 'Depot'],
      [1, 'South'],
    ]);
    expect(g2.zones[0].id).toBe(depot.id);
    expect(g2.zones.map((z: { id: number }) => z.id)).not.toContain(north.id);
    expect(g2.zones[1].devices.map((d: { id: number }) => d.id)).toEqual([dev['GR-2']]);
    const renamed = await op.inject({ method: 'PATCH', url: `/api/grids/${grid.id}/`, payload: { name: 'Only the name' } });
    expect(renamed.json().zones).toEqual(g2.zones);
    // A zone of another grid cannot be taken over.
    const stolen = await op.inject({
      method: 'PATCH',
      url: `/api/grids/${grid.id}/`,
      payload: {
        zones: [
          { id: north.id, name: 'X', kind: 'sensors', device_ids: [dev['GR-1']] },
          { name: 'Y', kind: 'sensors', device_ids: [dev['GR-2']] },
        ],
      },
    });
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json())).toEqual(['zones.0.id']);

    expect((await op.inject({ method: 'DELETE', url: `/api/grids/${grid.id}/` })).statusCode).toBe(204);
    expect((await op.inject({ method: 'GET', url: `/api/grids/${grid.id}/` })).statusCode).toBe(404);
  });

  it('answers bad zones with a 400 naming the field', async () => {
    const fieldOf = async (zone: object, second: object = { name: 'B', kind: 'sensors', device_ids: [dev['GR-3']] }) => {
      const res = await post({ name: 'Bad', zones: [zone, second] });
      expect(res.statusCode, JSON.stringify(zone)).toBe(400);
      return Object.keys(res.json());
    };
    const poly = (ring: number[][]) => ({ name: 'A', kind: 'polygon', polygon: { type: 'Polygon', coordinates: [ring] } });
    const open = [
      [29, 41],
      [29.1, 41],
      [29.1, 41.1],
    ];
    expect(await fieldOf(poly(open))).toEqual(['zones.0.polygon']);
    expect(
      await fieldOf(
        poly([
          [29, 41],
          [29.1, 41],
          [29, 41],
        ]),
      ),
    ).toEqual(['zones.0.polygon']);
    const bowTie = [
      [29, 41],
      [29.1, 41.1],
      [29.1, 41],
      [29, 41.1],
      [29, 41],
    ];
    expect(await fieldOf(poly(bowTie))).toEqual(['zones.0.polygon']);
    expect(
      await fieldOf(
        poly([
          [29, 91],
          [29.1, 41],
          [29.1, 41.1],
          [29, 91],
        ]),
      ),
    ).toEqual(['zones.0.polygon']);
    expect(
      await fieldOf(
        poly([
          [200, 41],
          [29.1, 41],
          [29.1, 41.1],
          [200, 41],
        ]),
      ),
    ).toEqual(['zones.0.polygon']);
    expect(await fieldOf({ name: 'A', kind: 'polygon' })).toEqual(['zones.0.polygon']);
    expect(await fieldOf({ name: 'A', kind: 'sensors', device_ids: [] })).toEqual(['zones.0.device_ids']);
    expect(await fieldOf({ name: 'A', kind: 'sensors', device_ids: [otherDevice] })).toEqual(['zones.0.device_ids.0']);
    expect(await fieldOf({ name: 'A', kind: 'sensors', device_ids: [dev['GR-1'], 999999] })).toEqual(['zones.0.device_ids.1']);
    expect(await fieldOf({ name: 'A', kind: 'sensors', device_ids: [dev['GR-3']] })).toEqual(['zones.1.device_ids.0']);
    expect(await fieldOf({ name: 'b', kind: 'sensors', device_ids: [dev['GR-1']] })).toEqual(['zones.1.name']);
    expect(await fieldOf({ name: '', kind: 'sensors', device_ids: [dev['GR-1']] })).toEqual(['zones.0.name']);
    const one = await post({ name: 'One', zones: [{ name: 'A', kind: 'sensors', device_ids: [dev['GR-1']] }] });
    expect(Object.keys(one.json())).toEqual(['zones']);
  });

  it('keeps companies apart and needs the grid permissions', async () => {
    const mine = await post({
      name: 'Mine',
      zones: [
        { name: 'A', kind: 'sensors', device_ids: [dev['GR-1']] },
        { name: 'B', kind: 'polygon', polygon: square(29.3, 41.3) },
      ],
    });
    const id = mine.json().id;
    for (const [method, url] of [
      ['GET', `/api/grids/${id}/`],
      ['GET', `/api/grids/${id}/summary/`],
      ['GET', `/api/grids/${id}/od/`],
      ['DELETE', `/api/grids/${id}/`],
    ] as const)
      expect((await other.inject({ method, url })).statusCode, url).toBe(404);
    expect((await other.inject({ method: 'PATCH', url: `/api/grids/${id}/`, payload: { name: 'x' } })).statusCode).toBe(404);
    // Another company's outline does not pick up this company's sensors.
    const theirs = await post(
      {
        name: 'Theirs',
        zones: [
          { name: 'A', kind: 'polygon', polygon: square(29.3, 41.3) },
          { name: 'B', kind: 'sensors', device_ids: [otherDevice] },
        ],
      },
      other,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().zones[0].devices).toEqual([]);
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: '/api/grids/' })).statusCode).toBe(403);
    expect((await op.inject({ method: 'GET', url: `/api/grids/${id}/` })).statusCode).toBe(200);
  });
});
