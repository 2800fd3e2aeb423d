import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import type { DeviceHealthReport } from '@roadlens/contract/device-health';

let t: TestApp;
let op: Client;
let other: Client;
const ids: Record<string, number> = {};

/** `n` detections spread over the hour ending `weeksAgo` weeks before now. */
async function detections(device: number, weeksAgo: number, n: number) {
  await t.db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time)
     SELECT $1, 'fp-' || g, now() - make_interval(days => 7 * $2) - make_interval(secs => 5 + g * (3500.0 / $3))
       FROM generate_series(0, $3 - 1) AS g`,
    [device, weeksAgo, n],
  );
}
const seen = (device: number, minutesAgo: number | null) =>
  t.db.query(
    `UPDATE devices SET last_seen = CASE WHEN $2::int IS NULL THEN NULL ELSE now() - make_interval(mins => $2::int) END WHERE id = $1`,
    [device, minutesAgo],
  );

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  for (const s of ['H-OK', 'H-LOW', 'H-SILENT', 'H-OFF', 'H-NEW', 'H-QUIET']) {
    ids[s] = (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id;
  }
  // Usual ≈ 60/h at this hour of the week.
  for (const s of ['H-OK', 'H-LOW', 'H-SILENT']) for (const w of [1, 2, 3]) await detections(ids[s], w, 60);
  await detections(ids['H-OK'], 0, 50);
  await detections(ids['H-LOW'], 0, 5);
  await detections(ids['H-NEW'], 0, 2);
  // A sensor that usually sees little: a low count is not an alarm.
  for (const w of [1, 2]) await detections(ids['H-QUIET'], w, 4);
  await detections(ids['H-QUIET'], 0, 1);
  for (const s of ['H-OK', 'H-LOW', 'H-NEW', 'H-QUIET']) await seen(ids[s], 1);
  await seen(ids['H-SILENT'], 30);
  await seen(ids['H-OFF'], null);
});
afterAll(() => t.close());

describe('device health (alerts dashboard)', () => {
  it('flags offline, silent and far-below-usual sensors with their rates, worst first', async () => {
    const res = await op.inject({ method: 'GET', url: '/api/map/device_health/' });
    expect(res.statusCode).toBe(200);
    const body = res.json<DeviceHealthReport>();
    const byId = new Map(body.problems.map((p) => [p.id, p]));
    expect(byId.get(ids['H-LOW'])).toMatchObject({ problem: 'low_rate', rate_per_hour: 5, usual_per_hour: 60, serial: 'H-LOW' });
    expect(byId.get(ids['H-SILENT'])).toMatchObject({ problem: 'silent' });
    expect(byId.get(ids['H-OFF'])).toMatchObject({ problem: 'offline', last_seen: null });
    for (const healthy of ['H-OK', 'H-NEW', 'H-QUIET']) expect(byId.has(ids[healthy])).toBe(false);
    expect(body.counts.low_rate).toBe(1);
    expect(body.counts.healthy).toBeGreaterThanOrEqual(3);
    const order = body.problems.map((p) => p.problem);
    expect(order).toEqual(
      [...order].sort((a, b) => ['offline', 'silent', 'low_rate'].indexOf(a!) - ['offline', 'silent', 'low_rate'].indexOf(b!)),
    );
  });

  it('is scoped to the caller’s company and closed to anonymous callers', async () => {
    const theirs = (await other.inject({ method: 'GET', url: '/api/map/device_health/' })).json<DeviceHealthReport>();
    expect(theirs.problems.some((p) => Object.values(ids).includes(p.id))).toBe(false);
    expect((await t.anon({ method: 'GET', url: '/api/map/device_health/' })).statusCode).toBe(401);
  });
});
