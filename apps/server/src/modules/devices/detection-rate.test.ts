import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';
import { liveProcessor } from '../processing/live-processor.ts';

const KEY = 'rate-operator-key-0123456789';
let t: TestApp;
let op: Client;
const ids: Record<string, number> = {};

const ingest = async (kind: 'detections' | 'radar', records: object[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ingest/${kind}/`,
    payload: { records },
    headers: { authorization: `Token ${KEY}` },
  });
  expect(res.statusCode).toBe(201);
  await liveProcessor(t.app).idle();
};
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  await t.db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
    t.ids.users.operator,
    sha256(KEY),
    'rate',
    ['ingest'],
  ]);
  for (const [serial, type] of [
    ['RATE-BT', 0],
    ['RATE-RADAR', 3],
    ['RATE-QUIET', 0],
  ] as const) {
    const { rows } = await t.db.query<{ id: number }>(
      'INSERT INTO devices (company_id, serial, name, data_source_type) VALUES ($1, $2, $2, $3) RETURNING id',
      [t.ids.companies.demo, serial, type],
    );
    ids[serial] = rows[0].id;
  }
});
afterAll(() => t.close());

describe('detections per hour of a sensor', () => {
  it('is the last hour of what the sensor sent, on the list, the detail and the health status', async () => {
    // 150 detections within the hour, 40 older ones that no longer count.
    await ingest(
      'detections',
      Array.from({ length: 150 }, (_, i) => ({ serial: 'RATE-BT', fingerprint: `a${i}`, create_time: ago(1 + (i % 50)), signal: i % 2 })),
    );
    await ingest(
      'detections',
      Array.from({ length: 40 }, (_, i) => ({ serial: 'RATE-BT', fingerprint: `b${i}`, create_time: ago(90 + i) })),
    );
    // A radar sensor's rate is the vehicles it counted.
    await ingest(
      'radar',
      [12, 30, 8].map((count, i) => ({ serial: 'RATE-RADAR', timestamp: ago(10 + i * 5), lane: i, count, speed_kmh: 50 })),
    );

    const detail = (await op.inject({ method: 'GET', url: `/api/map/devices/${ids['RATE-BT']}/` })).json();
    expect(detail.detection_rate).toBe(150);
    const list = (await op.inject({ method: 'GET', url: '/api/map/devices/?search=RATE-&page_size=100' })).json();
    const rate = Object.fromEntries(
      list.results.map((d: { serial: string; detection_rate: number | null }) => [d.serial, d.detection_rate]),
    );
    expect(rate).toEqual({ 'RATE-BT': 150, 'RATE-RADAR': 50, 'RATE-QUIET': null });
    const status = (await op.inject({ method: 'GET', url: '/api/map/logs/status/' })).json();
    expect(status.find((s: { device_id: number }) => s.device_id === ids['RATE-BT']).detection_rate).toBe(150);

    // More data in the same hour adds up; a patch does not lose it.
    await ingest(
      'detections',
      Array.from({ length: 25 }, (_, i) => ({ serial: 'RATE-BT', fingerprint: `c${i}`, create_time: ago(2) })),
    );
    const patched = await op.inject({
      method: 'PATCH',
      url: `/api/map/devices/${ids['RATE-BT']}/`,
      payload: { name: 'Rate BT' },
      headers: { 'x-csrftoken': op.csrfToken },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().detection_rate).toBe(175);
  });

  it('drops what a cleared sensor had counted', async () => {
    const res = await op.inject({
      method: 'GET',
      url: `/api/map/records/${ids['RATE-BT']}/clear/`,
      headers: { 'x-csrftoken': op.csrfToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await op.inject({ method: 'GET', url: `/api/map/devices/${ids['RATE-BT']}/` })).json().detection_rate).toBe(0);
  });
});

describe('radar counts of a sensor', () => {
  it('gives vehicles, mean speed weighted by vehicles and occupancy per hour and lane', async () => {
    const hour = Math.floor(Date.now() / 3_600_000) * 3600 - 3 * 3600;
    const at = (s: number) => new Date((hour + s) * 1000).toISOString();
    await ingest('radar', [
      { serial: 'RATE-RADAR', timestamp: at(0), lane: 1, count: 10, speed_kmh: 40, occupancy: 10 },
      { serial: 'RATE-RADAR', timestamp: at(300), lane: 1, count: 30, speed_kmh: 60, occupancy: 20 },
      { serial: 'RATE-RADAR', timestamp: at(600), lane: 2, count: 5, speed_kmh: null, occupancy: 4 },
      { serial: 'RATE-RADAR', timestamp: at(3600), lane: 1, count: 7, speed_kmh: 80, occupancy: 6 },
    ]);
    const url = (q: string) => `/api/map/devices/${ids['RATE-RADAR']}/radar_counts/?${q}`;
    const res = await op.inject({ method: 'GET', url: url(`from=${hour}&to=${hour + 7200}&interval=hour`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { start: hour, lane: 1, count: 40, speed_kmh: 55, occupancy: 15 },
      { start: hour, lane: 2, count: 5, speed_kmh: null, occupancy: 4 },
      { start: hour + 3600, lane: 1, count: 7, speed_kmh: 80, occupancy: 6 },
    ]);
    expect((await op.inject({ method: 'GET', url: url(`from=${hour}&to=${hour}`) })).statusCode).toBe(400);
    const other = await t.as('other');
    expect((await other.inject({ method: 'GET', url: url(`from=${hour}&to=${hour + 7200}`) })).statusCode).toBe(404);
  });
});
