import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let routeId: number;
let linkId: number;
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
  const [a, b] = [await dev('RM-A'), await dev('RM-B')];
  linkId = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: {
        name: 'RM link',
        origin_device_id: a,
        destination_device_id: b,
        length_m: 2000,
        geometry: [
          [29, 41],
          [29.01, 41.01],
        ],
      },
    })
  ).json().id;
  routeId = (await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'RM route', link_ids: [linkId] } })).json().id;
  await interval(linkId, NOW_IV, 200, 2);
  // The same time of the week in the four weeks before (one of them 10 minutes off, inside the window).
  for (const [k, v, off] of [
    [1, 100, 0],
    [2, 120, 600],
    [3, 140, 0],
    [4, 160, 0],
  ])
    await interval(linkId, NOW_IV - k * WEEK + off, v, 5);
});
afterAll(() => t.close());

describe('route monitoring', () => {
  it('lists every route with its current values and its links’ lines', async () => {
    const res = await op.inject({ method: 'GET', url: '/api/route-monitoring/routes/' });
    expect(res.statusCode).toBe(200);
    const r = res.json().find((x: { id: number }) => x.id === routeId);
    expect(r.segments).toEqual([
      {
        link_id: linkId,
        name: 'RM link',
        geometry: [
          [29, 41],
          [29.01, 41.01],
        ],
      },
    ]);
    expect(r.current).toMatchObject({ travel_time_s: 200, coverage: 1, estimated: false, confidence: 0.2 });
  });

  it('gives the history slot by slot with the typical of that time of the week and its spread', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/route-monitoring/routes/${routeId}/history/?hours=2` });
    expect(res.statusCode).toBe(200);
    const points = res.json();
    expect(points).toHaveLength(24);
    const now = points.find((p: { t: number }) => p.t === NOW_IV);
    // Median of 100, 120, 140, 160 and its 25th–75th percentiles.
    expect(now).toEqual({
      t: NOW_IV,
      travel_time_s: 200,
      samples: 2,
      low_confidence: true,
      typical_s: 130,
      typical_low_s: 115,
      typical_high_s: 145,
    });
    // A slot without data is a gap, not a zero; the typical still shows where those weeks had data.
    const gap = points.find((p: { t: number }) => p.t === NOW_IV - 3600);
    expect(gap).toMatchObject({ travel_time_s: null, samples: 0, low_confidence: false, typical_s: null });
  });

  it('needs the route-monitoring permission and the company’s own route', async () => {
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: '/api/route-monitoring/routes/' })).statusCode).toBe(403);
    const other = await t.as('other');
    expect((await other.inject({ method: 'GET', url: `/api/route-monitoring/routes/${routeId}/history/` })).statusCode).toBe(404);
    const bad = await op.inject({ method: 'GET', url: `/api/route-monitoring/routes/${routeId}/history/?hours=500` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['hours']);
  });
});
