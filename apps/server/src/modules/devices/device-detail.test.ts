import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { experimentalRunner } from '../processing/experimental-runner.ts';

let t: TestApp;
let op: Client;
let other: Client;
let origin: number;
let linkId: number;
const base = Date.parse('2026-03-02T10:00:00Z') / 1000;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  origin = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=CMP-1' })).json().id;
  const dest = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=CMP-2' })).json().id;
  linkId = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'Cmp', origin_device_id: origin, destination_device_id: dest, length_m: 1000, max_travel_time_s: 600 },
    })
  ).json().id;
  // 14 vehicles at 100 s and 6 at 125 s inside one 5-minute interval: sigma 2 keeps the slow ones, sigma 1 rejects them.
  for (let i = 0; i < 20; i++) {
    await t.db.query(
      'INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, $3, to_timestamp($4)), ($2, $3, to_timestamp($5))',
      [origin, dest, `c${i}`, base + i * 5, base + i * 5 + (i % 10 < 7 ? 100 : 125)],
    );
  }
});
afterAll(() => t.close());

describe('detection counts', () => {
  it('counts detections per hour and signal type in the period, and per day', async () => {
    const h = Date.parse('2026-03-05T08:00:00Z') / 1000;
    for (const [dt, signal] of [
      [10, 0],
      [20, 0],
      [30, 2],
      [3600 + 5, 1],
      [7200, 3],
    ] as const) {
      await t.db.query('INSERT INTO detections (device_id, fingerprint, create_time, signal) VALUES ($1, $2, to_timestamp($3), $4)', [
        origin,
        `s${dt}`,
        h + dt,
        signal,
      ]);
    }
    const res = await op.inject({ method: 'GET', url: `/api/map/devices/${origin}/detection_counts/?from=${h}&to=${h + 7200}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { start: h, signal: 0, count: 2 },
      { start: h, signal: 2, count: 1 },
      { start: h + 3600, signal: 1, count: 1 },
    ]);
    const day = (
      await op.inject({ method: 'GET', url: `/api/map/devices/${origin}/detection_counts/?from=${h}&to=${h + 86400}&interval=day` })
    ).json();
    expect(day.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(5);
    expect(new Set(day.map((r: { start: number }) => r.start))).toEqual(new Set([Date.parse('2026-03-05T00:00:00Z') / 1000]));
  });

  it('refuses an hourly period over 31 days naming to, and other companies get 404', async () => {
    const bad = await op.inject({ method: 'GET', url: `/api/map/devices/${origin}/detection_counts/?from=0&to=${32 * 86400}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().to).toBeDefined();
    expect((await other.inject({ method: 'GET', url: `/api/map/devices/${origin}/detection_counts/?from=0&to=60` })).statusCode).toBe(404);
  });
});

describe('processing comparison', () => {
  it('returns live and experimental intervals and samples with their verdicts', async () => {
    const p = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${origin}/process/`,
      payload: { from: base - 600, to: base + 3600, sigma: 1, b_value: 0.3, trend_threshold: 10 },
    });
    expect(p.statusCode, p.body).toBe(201);
    await experimentalRunner(t.app).idle();
    const res = await op.inject({ method: 'GET', url: `/api/map/devices/${origin}/comparison/?from=${base - 600}&to=${base + 3600}` });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.links).toEqual([{ id: linkId, name: 'Cmp' }]);
    expect(c.link_id).toBe(linkId);
    expect(c.live).toEqual([]);
    const exp = c.samples.filter((s: { mode: number }) => s.mode === 1);
    expect(exp).toHaveLength(20);
    const rejected = exp.filter((s: { accepted: boolean }) => !s.accepted);
    expect(rejected).toHaveLength(6);
    expect(rejected.every((s: { reason: string; travel_time_s: number }) => s.reason === 'above_window' && s.travel_time_s === 125)).toBe(
      true,
    );
    expect(c.experimental.reduce((a: number, r: { accepted_count: number }) => a + r.accepted_count, 0)).toBe(14);

    await op.inject({
      method: 'POST',
      url: `/api/map/devices/${origin}/write_exp_to_live/`,
      payload: { from: base - 600, to: base + 3600 },
    });
    const after = (
      await op.inject({
        method: 'GET',
        url: `/api/map/devices/${origin}/comparison/?from=${base - 600}&to=${base + 3600}&link_id=${linkId}`,
      })
    ).json();
    expect(after.live.reduce((a: number, r: { accepted_count: number }) => a + r.accepted_count, 0)).toBe(14);
    expect(after.samples.filter((s: { mode: number }) => s.mode === 0)).toHaveLength(20);
  });

  it('names the field of a bad request and hides other companies’ devices', async () => {
    const bad = await op.inject({ method: 'GET', url: `/api/map/devices/${origin}/comparison/?from=${base}&to=${base - 1}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().to).toBeDefined();
    const foreignLink = await op.inject({
      method: 'GET',
      url: `/api/map/devices/${origin}/comparison/?from=${base}&to=${base + 60}&link_id=999999`,
    });
    expect(foreignLink.statusCode).toBe(400);
    expect(foreignLink.json().link_id).toBeDefined();
    expect(
      (await other.inject({ method: 'GET', url: `/api/map/devices/${origin}/comparison/?from=${base}&to=${base + 60}` })).statusCode,
    ).toBe(404);
  });
});
