import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapSensors } from '@roadlens/contract/live-map';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let other: Client;
let norole: Client;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  norole = await t.as('norole');
});
afterAll(() => t.close());

const add = async (c: Client, serial: string, payload: object) => {
  const res = await c.inject({ method: 'POST', url: `/api/map/devices/?s=${serial}`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const drawn = async (c: Client) => {
  const res = await c.inject({ method: 'GET', url: '/api/map/devices/drawn/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MapSensors>();
};

describe('GET /api/map/devices/drawn/', () => {
  it('draws each placed sensor of the company once, with its name, serial, position and last report', async () => {
    const placed = await add(op, 'DS-PLACED', { lat: 41.0123, lng: 29.0456, name: 'Gate <b>north</b>' });
    const unplaced = await add(op, 'DS-UNPLACED', {});
    const foreign = await add(other, 'DS-FOREIGN', { lat: 41, lng: 29 });
    const gone = await add(op, 'DS-GONE', { lat: 41.1, lng: 29.1 });
    expect((await op.inject({ method: 'PATCH', url: `/api/map/devices/${gone}/delete/` })).statusCode).toBeLessThan(300);
    await t.db.query(`UPDATE devices SET last_seen = '2026-11-25T08:00:00Z' WHERE id = $1`, [placed]);

    const m = await drawn(op);
    for (const k of ['names', 'serials', 'lngs', 'lats', 'last_seen'] as const) expect(m[k].length, k).toBe(m.ids.length);
    expect(new Set(m.ids).size).toBe(m.ids.length);
    expect(m.ids).not.toContain(unplaced);
    expect(m.ids).not.toContain(foreign);
    expect(m.ids).not.toContain(gone);
    const i = m.ids.indexOf(placed);
    expect([m.names[i], m.serials[i], m.lngs[i], m.lats[i], m.last_seen[i]]).toEqual([
      'Gate <b>north</b>',
      'DS-PLACED',
      29.0456,
      41.0123,
      '2026-11-25T08:00:00.000Z',
    ]);
    // The same sensors as the device list, placed ones only.
    const list = (await op.inject({ method: 'GET', url: '/api/map/devices/?page_size=10000' })).json<{
      results: { id: number; lat: number | null }[];
    }>();
    expect([...m.ids].sort((a, b) => a - b)).toEqual(
      list.results
        .filter((d) => d.lat !== null)
        .map((d) => d.id)
        .sort((a, b) => a - b),
    );
    expect((await drawn(other)).ids).toContain(foreign);
  });

  it('follows a moved or newly reporting sensor at once, and refuses callers without the devices permission', async () => {
    const id = await add(op, 'DS-MOVE', { lat: 40.5, lng: 28.5 });
    const before = await drawn(op);
    expect(before.last_seen[before.ids.indexOf(id)]).toBeNull();
    const patch = await op.inject({ method: 'PATCH', url: `/api/map/devices/${id}/`, payload: { lat: 40.6, lng: 28.6 } });
    expect(patch.statusCode, patch.body).toBe(200);
    const m = await drawn(op);
    expect([m.lngs[m.ids.indexOf(id)], m.lats[m.ids.indexOf(id)]]).toEqual([28.6, 40.6]);
    expect((await norole.inject({ method: 'GET', url: '/api/map/devices/drawn/' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/map/devices/drawn/' })).statusCode).toBe(401);
  });
});
