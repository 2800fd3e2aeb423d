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
});
