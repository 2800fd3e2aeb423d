import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let other: Client;
let routeId: number;
const links: number[] = [];
const T0 = Math.floor(Date.now() / 1000 / 300) * 300 - 7200;

const interval = (link: number, start: number, median: number, raw: number, accepted: number) =>
  t.db.query(
    'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s) VALUES ($1, 0, to_timestamp($2), $4, $5, $3::float8, $3::float8, $3::float8 + 10)',
    [link, start, median, raw, accepted],
  );

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  const [a, b, c] = [await dev('RI-A'), await dev('RI-B'), await dev('RI-C')];
  for (const [o, d, len] of [
    [a, b, 1000],
    [b, c, 2000],
  ]) {
    links.push(
      (
        await op.inject({
          method: 'POST',
          url: '/api/map/links/',
          payload: { name: `RI ${o}`, origin_device_id: o, destination_device_id: d, length_m: len },
        })
      ).json().id,
    );
  }
  routeId = (await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'RI route', link_ids: links } })).json().id;
  await interval(links[0], T0, 100, 6, 5);
  await interval(links[1], T0, 200, 4, 3);
  // Only one link has a value here: the route has none.
  await interval(links[0], T0 + 300, 90, 2, 2);
});
afterAll(() => t.close());

describe('route intervals', () => {
  it('sums the links’ travel times where every link has a value', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/routes/${routeId}/intervals/?from=${T0 - 300}&to=${T0 + 900}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ start: T0, raw_count: 4, accepted_count: 3, median_s: 300, mean_s: 300, p85_s: 320, speed_kmh: 36 }]);
  });

  it('answers 404 for another company’s route and names a bad range', async () => {
    expect((await other.inject({ method: 'GET', url: `/api/map/routes/${routeId}/intervals/?from=${T0}&to=${T0 + 60}` })).statusCode).toBe(
      404,
    );
    const bad = await op.inject({ method: 'GET', url: `/api/map/routes/${routeId}/intervals/?from=${T0}&to=${T0}` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['to']);
  });

  it('reorders, refuses unknown links naming the field, and keeps order on read', async () => {
    const p = await op.inject({ method: 'PATCH', url: `/api/map/routes/${routeId}/`, payload: { link_ids: [links[1], links[0]] } });
    expect(p.json().link_ids).toEqual([links[1], links[0]]);
    const bad = await op.inject({ method: 'PATCH', url: `/api/map/routes/${routeId}/`, payload: { link_ids: [999999] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['link_ids']);
    const empty = await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'x', link_ids: [] } });
    expect(Object.keys(empty.json())).toEqual(['link_ids']);
  });
});
