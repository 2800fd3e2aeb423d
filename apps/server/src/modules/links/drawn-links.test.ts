import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import polyline from '@mapbox/polyline';
import type { MapLinks } from '@roadlens/contract/live-map';
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

const create = async (c: Client, payload: object) => {
  const res = await c.inject({ method: 'POST', url: '/api/map/links/', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const drawn = async (c: Client) => {
  const res = await c.inject({ method: 'GET', url: '/api/map/links/drawn/' });
  expect(res.statusCode).toBe(200);
  return res.json<MapLinks>();
};
const lineOf = (m: MapLinks, id: number) => polyline.toGeoJSON(m.lines[m.ids.indexOf(id)], 5).coordinates;

describe('GET /api/map/links/drawn/', () => {
  it('draws each of the company’s links once: own line, else between its sensors, with the current speed', async () => {
    const o = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=DR-O', payload: { lat: 41, lng: 29 } })).json().id;
    const d = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=DR-D', payload: { lat: 41.01, lng: 29.02 } })).json().id;
    const own = await create(op, {
      name: 'DR own',
      provider_segment: 'DR-OWN',
      length_m: 900,
      geometry: [
        [28.97512, 41.01234],
        [28.98, 41.015],
        [28.99001, 41.0201],
      ],
    });
    const between = await create(op, { name: 'DR between', origin_device_id: o, destination_device_id: d, length_m: 1800 });
    const unplaced = await create(op, { name: 'DR unplaced', provider_segment: 'DR-SEG', length_m: 500 });
    const foreign = await create(other, {
      name: 'DR foreign',
      provider_segment: 'DR-F',
      length_m: 700,
      geometry: [
        [29.1, 41.1],
        [29.2, 41.2],
      ],
    });
    const now = Math.floor(Date.now() / 1000);
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, 0, to_timestamp($2), 3, 2, 100, 32.44)`,
      [own, Math.floor(now / 300) * 300],
    );

    const m = await drawn(op);
    expect(m.ids.length).toBe(m.names.length);
    expect(m.ids.length).toBe(m.speeds.length);
    expect(m.ids.length).toBe(m.lines.length);
    expect(new Set(m.ids).size).toBe(m.ids.length);
    expect(m.ids).not.toContain(foreign);
    expect(m.ids).not.toContain(unplaced);
    const i = m.ids.indexOf(own);
    expect([m.names[i], m.speeds[i]]).toEqual(['DR own', 32.4]);
    expect(lineOf(m, own)).toEqual([
      [28.97512, 41.01234],
      [28.98, 41.015],
      [28.99001, 41.0201],
    ]);
    expect(m.speeds[m.ids.indexOf(between)]).toBeNull();
    expect(lineOf(m, between)).toEqual([
      [29, 41],
      [29.02, 41.01],
    ]);
    // The seeded company draws as many links as its list holds that have a line or two placed sensors.
    const list = (await op.inject({ method: 'GET', url: '/api/map/links/?page_size=10000' })).json();
    expect(m.ids.length).toBe(list.count - 1);

    const theirs = await drawn(other);
    expect(theirs.ids).toContain(foreign);
    expect(theirs.ids).not.toContain(own);
    expect(theirs.ids).not.toContain(between);
  });

  it('follows a written link: a renamed link is drawn with its new name', async () => {
    const id = await create(op, {
      name: 'DR before',
      provider_segment: 'DR-B',
      length_m: 400,
      geometry: [
        [29.3, 41.3],
        [29.31, 41.31],
      ],
    });
    expect((await drawn(op)).names).toContain('DR before');
    await op.inject({ method: 'PATCH', url: `/api/map/links/${id}/`, payload: { name: 'DR after' } });
    const m = await drawn(op);
    expect(m.names[m.ids.indexOf(id)]).toBe('DR after');
  });

  it('refuses a user without the permission to view links, and an anonymous caller', async () => {
    expect((await norole.inject({ method: 'GET', url: '/api/map/links/drawn/' })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: '/api/map/links/drawn/' })).statusCode).toBe(401);
  });
});
