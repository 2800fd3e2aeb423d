import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let linkId: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  const o = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=TY-O' })).json().id;
  const d = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=TY-D' })).json().id;
  linkId = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'Typical', origin_device_id: o, destination_device_id: d, length_m: 1000 },
    })
  ).json().id;
});
afterAll(() => t.close());

describe('typical travel time of a link', () => {
  it('takes the median of the same time of the week (± 15 min) over the last four weeks, ignoring other times', async () => {
    const at = (offset: string, median: number) =>
      t.db.query(
        `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, speed_kmh)
       VALUES ($1, 0, date_bin('5 minutes', now() - interval '5 minutes', timestamptz '2000-01-01') + $2::interval, 1, 1, $3, $3, $3, 40)`,
        [linkId, offset, median],
      );
    await at('0', 100); // current interval
    await at('-7 days 10 minutes', 80); // a week ago, 10 min later: counts
    await at('-14 days', 120); // two weeks ago, same slot: counts
    await at('-21 days 30 minutes', 500); // 30 min off: ignored
    await at('-1 day', 900); // yesterday: another day of the week, ignored
    const res = await op.inject({ method: 'GET', url: `/api/map/links/${linkId}/` });
    expect(res.json().current).toMatchObject({ travel_time_s: 100, typical_s: 100 });
  });

  it('draws the typical of every 5-minute slot of a period (the time-of-week profile), for the link and a route over it', async () => {
    // The slot the test above filled: the interval before now, on the 5-minute grid.
    const slot = Math.floor((Date.now() / 1000 - 300) / 300) * 300;
    const res = await op.inject({ method: 'GET', url: `/api/map/links/${linkId}/typical/?from=${slot - 3600}&to=${slot + 300}` });
    expect(res.statusCode).toBe(200);
    const points = res.json() as Array<{ t: number; typical_s: number | null; typical_low_s: number | null }>;
    expect(points).toHaveLength(13);
    expect(points.at(-1)).toMatchObject({ t: slot, typical_s: 100, typical_low_s: 90 });
    // An hour earlier no previous week had a value: no typical, not a flat copy of the current one.
    expect(points[0].typical_s).toBeNull();
    const routeId = (await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'Typ', link_ids: [linkId] } })).json().id;
    const viaRoute = await op.inject({ method: 'GET', url: `/api/map/routes/${routeId}/typical/?from=${slot}&to=${slot + 300}` });
    expect(viaRoute.json()).toEqual([{ t: slot, typical_s: 100, typical_low_s: 90, typical_high_s: 110 }]);
  });

  it('answers 400 naming `to` for a period longer than a week and 404 for another company', async () => {
    const long = await op.inject({ method: 'GET', url: `/api/map/links/${linkId}/typical/?from=0&to=${8 * 86400}` });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('to');
    const other = await t.as('other');
    const foreign = await other.inject({ method: 'GET', url: `/api/map/links/${linkId}/typical/?from=0&to=3600` });
    expect(foreign.statusCode).toBe(404);
  });
});
