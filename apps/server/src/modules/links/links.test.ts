import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let other: Client;
let viewer: Client;
let o: number;
let d: number;
let foreignDevice: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  viewer = await t.as('viewer');
  o = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=L-O', payload: { lat: 41, lng: 29 } })).json().id;
  d = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=L-D', payload: { lat: 41.01, lng: 29 } })).json().id;
  foreignDevice = (await other.inject({ method: 'POST', url: '/api/map/devices/?s=X' })).json().id;
});
afterAll(() => t.close());

describe('links and routes', () => {
  it('seeds Demo City with the simulated sensors, links and routes', async () => {
    expect((await op.inject({ method: 'GET', url: '/api/map/devices/?search=IST-' })).json().count).toBeGreaterThanOrEqual(40);
    expect((await op.inject({ method: 'GET', url: '/api/map/links/' })).json().count).toBeGreaterThan(40);
    expect((await op.inject({ method: 'GET', url: '/api/map/routes/' })).json().count).toBeGreaterThan(0);
    expect((await other.inject({ method: 'GET', url: '/api/map/links/' })).json().count).toBe(0);
  });

  it('creates, patches and deletes a link; refuses another company’s device naming the field', async () => {
    const bad = await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'x', origin_device_id: o, destination_device_id: foreignDevice, length_m: 500 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['destination_device_id']);
    const res = await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'Test link', origin_device_id: o, destination_device_id: d, length_m: 1100 },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(res.json().current).toMatchObject({ travel_time_s: null, count: 0 });
    expect((await viewer.inject({ method: 'PATCH', url: `/api/map/links/${id}/`, payload: { name: 'y' } })).statusCode).toBe(403);
    expect((await other.inject({ method: 'GET', url: `/api/map/links/${id}/` })).statusCode).toBe(404);
    const p = await op.inject({
      method: 'PATCH',
      url: `/api/map/links/${id}/`,
      payload: { filter: { sigma: 3, b_value: 0.2, trend_threshold: 5 } },
    });
    expect(p.json().filter).toEqual({ sigma: 3, b_value: 0.2, trend_threshold: 5 });
    expect(p.json().name).toBe('Test link');
    const route = await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'R', link_ids: [id] } });
    expect(route.statusCode).toBe(201);
    expect(route.json()).toMatchObject({ link_ids: [id], length_m: 1100 });
    expect(
      (await other.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'R', link_ids: [id] } })).json().link_ids,
    ).toBeDefined();
    const now = Math.floor(Date.now() / 1000);
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, 0, to_timestamp($2), 3, 2, 100, 39.6)`,
      [id, Math.floor(now / 300) * 300],
    );
    const cur = (await op.inject({ method: 'GET', url: `/api/map/routes/${route.json().id}/` })).json().current;
    expect(cur.travel_time_s).toBe(100);
    expect((await op.inject({ method: 'DELETE', url: `/api/map/links/${id}/` })).statusCode).toBe(204);
    expect((await op.inject({ method: 'GET', url: `/api/map/links/${id}/` })).statusCode).toBe(404);
  });

  it('answers device details by GET and POST, averages, ports and the TMC download', async () => {
    await t.db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, 'a', '2026-01-01T05:00:00Z'), ($1, 'b', '2026-01-03T05:30:00Z')`,
      [o],
    );
    const g = (await op.inject({ method: 'GET', url: `/api/map/devices/details/?devices=${o},${foreignDevice}` })).json();
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({
      id: o,
      first: Date.parse('2026-01-01T05:00:00Z') / 1000,
      no_data_days: [Date.parse('2026-01-02T00:00:00Z') / 1000],
    });
    const p = (await op.inject({ method: 'POST', url: '/api/map/devices/details/', payload: { devices: [o] } })).json();
    expect(p).toEqual(g);
    const avg = (await op.inject({ method: 'GET', url: `/api/map/devices/${o}/average_detail/?data_type=0` })).json();
    expect(avg).toMatchObject({ days: 2, total: 2, average_per_day: 1 });
    expect(avg.by_hour[5]).toBe(1);
    expect((await other.inject({ method: 'GET', url: `/api/map/devices/${o}/average_detail/` })).statusCode).toBe(404);
    expect(
      (await op.inject({ method: 'POST', url: `/api/map/devices/${o}/submit_ports/`, payload: { ports: [{ name: 'bt', port: 70000 }] } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await op.inject({ method: 'POST', url: `/api/map/devices/${o}/submit_ports/`, payload: { ports: [{ name: 'bt', port: 7000 }] } }))
        .statusCode,
    ).toBe(200);
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: '=evil', origin_device_id: o, destination_device_id: d, length_m: 900 },
    });
    const tmc = await op.inject({ method: 'GET', url: `/api/map/devices/${o}/download_tmc/` });
    expect(tmc.headers['content-type']).toBe('application/zip');
    const csv = strFromU8(unzipSync(new Uint8Array(tmc.rawPayload))['tmc.csv']);
    expect(csv).toContain(`'=evil,L-O,L-D,900`);
  });
});
