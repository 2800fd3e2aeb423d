import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let routeId: number;
const links: number[] = [];
// The current interval: ten minutes ago, on the 5-minute grid.
const NOW_IV = Math.floor(Date.now() / 1000 / 300) * 300 - 600;
const WEEK = 7 * 86400;

const interval = (link: number, start: number, median: number, accepted: number) =>
  t.db.query(
    'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s) VALUES ($1, 0, to_timestamp($2), $4, $4, $3::float8, $3::float8, $3::float8)',
    [link, start, median, accepted],
  );

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  const [a, b, c] = [await dev('RC-A'), await dev('RC-B'), await dev('RC-C')];
  for (const [o, d, len, name] of [
    [a, b, 3000, 'RC measured'],
    [b, c, 1000, 'RC silent'],
  ] as const) {
    links.push(
      (
        await op.inject({
          method: 'POST',
          url: '/api/map/links/',
          payload: { name, origin_device_id: o, destination_device_id: d, length_m: len, free_flow_s: len === 3000 ? 150 : 50 },
        })
      ).json().id,
    );
  }
  routeId = (await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'RC route', link_ids: links } })).json().id;
  // The first link reports now (5 accepted trips: confidence 0.5); the second has gone silent but has a history.
  await interval(links[0], NOW_IV, 200, 5);
  for (const [k, median] of [
    [1, 60],
    [2, 70],
    [3, 80],
    [4, 200],
  ])
    await interval(links[1], NOW_IV - k * WEEK, median, 4);
});
afterAll(() => t.close());

describe('route current values', () => {
  it('keeps a value when one link is silent: its typical stands in, the total is marked estimated and names the link', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/routes/${routeId}/` });
    expect(res.statusCode).toBe(200);
    const cur = res.json().current;
    // Typical of the silent link: median of 60, 70, 80, 200 = 75.
    expect(cur.travel_time_s).toBe(275);
    expect(cur.free_flow_s).toBe(200);
    expect(cur.delay_s).toBe(75);
    expect(cur.estimated).toBe(true);
    expect(cur.estimated_links).toEqual([{ id: links[1], name: 'RC silent' }]);
    expect(cur.coverage).toBeCloseTo(0.75, 10);
    // Lower than the measured link's own 0.5.
    expect(cur.confidence).toBeCloseTo(0.375, 10);
    expect(cur.interval_start).toBe(new Date(NOW_IV * 1000).toISOString());
  });

  it('gives every route in a list the values of its own page, links shared or silent', async () => {
    // Read together: the silent link alone, both links, and the measured one twice over.
    const made: number[] = [];
    for (const [name, ids] of [
      ['RC list silent', [links[1]]],
      ['RC list both', [links[1], links[0]]],
      ['RC list twice', [links[0], links[0]]],
    ] as const)
      made.push((await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name, link_ids: ids } })).json().id);
    const list = (await op.inject({ method: 'GET', url: '/api/map/routes/?search=RC%20list&page_size=10' })).json();
    expect(list.results.map((r: { id: number }) => r.id).sort()).toEqual([...made].sort());
    for (const id of made) {
      const one = (await op.inject({ method: 'GET', url: `/api/map/routes/${id}/` })).json();
      expect(list.results.find((r: { id: number }) => r.id === id).current, one.name).toEqual(one.current);
    }
    const monitored = (await op.inject({ method: 'GET', url: '/api/route-monitoring/routes/' })).json();
    const twice = monitored.find((r: { id: number }) => r.id === made[2]);
    expect(twice.current.travel_time_s).toBe(400);
    expect(twice.segments).toHaveLength(2);
    const both = list.results.find((r: { id: number }) => r.id === made[1]).current;
    expect([both.travel_time_s, both.estimated, both.estimated_links]).toEqual([275, true, [{ id: links[1], name: 'RC silent' }]]);
    for (const id of made) await op.inject({ method: 'DELETE', url: `/api/map/routes/${id}/` });
  });

  it('is not estimated when every link reports, and the list shows the same', async () => {
    await interval(links[1], NOW_IV, 90, 10);
    const list = (await op.inject({ method: 'GET', url: '/api/map/routes/?search=RC%20route' })).json();
    const cur = list.results[0].current;
    expect(cur.travel_time_s).toBe(290);
    expect(cur.estimated).toBe(false);
    expect(cur.estimated_links).toEqual([]);
    expect(cur.coverage).toBe(1);
    expect(cur.confidence).toBeCloseTo(0.5, 10);
  });
});
