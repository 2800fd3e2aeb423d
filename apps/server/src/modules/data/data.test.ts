import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let a: number;
let b: number;
let foreign: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  const ins = async (company: number, serial: string) =>
    (await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [company, serial])).rows[0].id;
  a = await ins(t.ids.companies.demo, 'D-A');
  b = await ins(t.ids.companies.demo, 'D-B');
  foreign = await ins(t.ids.companies.other, 'O-A');
  await t.db.query(
    `INSERT INTO detections (device_id, fingerprint, create_time, rssi, signal, tag) VALUES
      ($1, 'f1', '2026-01-01T00:00:00Z', -70, 0, '=HYPERLINK("http://x")'),
      ($1, 'f2', '2026-01-01T00:01:00Z', -60, 1, 'plain'),
      ($1, 'f3', '2026-01-02T00:00:00Z', NULL, 2, '@cmd'),
      ($2, 'f1', '2026-01-01T00:03:00Z', -65, 0, NULL),
      ($3, 'fx', '2026-01-01T00:00:00Z', -65, 0, NULL)`,
    [a, b, foreign],
  );
  await t.db.query(`INSERT INTO device_logs (device_id, timestamp, message) VALUES ($1, now(), 'hb'), ($2, now(), 'hb')`, [a, b]);
});
afterAll(() => t.close());

describe('data calls', () => {
  it('lists records of the company only, DRF-paginated with ordering', async () => {
    const res = await op.inject({ method: 'GET', url: '/api/map/records/?page_size=2&ordering=create_time' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.results).toHaveLength(2);
    expect(body.results[0].fingerprint).toBe('f1');
    expect(body.next).toContain('page=2');
    expect(body.previous).toBeNull();
  });

  it('filters by device and time, and counts per day', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/records/count_list/?device_id=${a}&create_time__gte=2026-01-01T00:00:00Z&create_time__lte=2026-01-03T00:00:00Z` });
    expect(res.json()).toEqual([{ date: '2026-01-01', count: 2 }, { date: '2026-01-02', count: 1 }]);
  });

  it('answers another company’s device with 404', async () => {
    expect((await op.inject({ method: 'GET', url: `/api/map/records/${foreign}/records_detail/` })).statusCode).toBe(404);
    expect((await op.inject({ method: 'GET', url: `/api/map/records/${foreign}/clear/` })).statusCode).toBe(404);
    expect((await op.inject({ method: 'GET', url: `/api/map/devices/${foreign}/` })).statusCode).toBe(404);
  });

  it('exports a zip of CSV with the spec columns and formula cells escaped', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/records/?export=true&device_id=${a}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const csv = strFromU8(files['records.csv']);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('fingerprint,tag,sync_time,create_time,rssi,signal');
    expect(lines).toHaveLength(4);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`'@cmd`);
    expect(csv).toContain(',-70,');
    expect(csv).not.toContain('fx');
  });

  it('clears exactly one device’s rows', async () => {
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: `/api/map/records/${a}/clear/` })).statusCode).toBe(403);
    const res = await op.inject({ method: 'GET', url: `/api/map/records/${a}/clear/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBe(3);
    const left = await t.db.query<{ device_id: number }>('SELECT device_id FROM detections ORDER BY device_id');
    expect(left.rows.map((r) => r.device_id)).toEqual([b, foreign]);
    const logs = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_logs');
    expect(logs.rows[0].n).toBe(2);
  });

  it('lists logs, log status and device averages', async () => {
    expect((await op.inject({ method: 'GET', url: '/api/map/logs/' })).json().count).toBe(2);
    const status = (await op.inject({ method: 'GET', url: '/api/map/logs/status/' })).json();
    expect(status.map((s: { serial: string }) => s.serial)).toEqual(expect.arrayContaining(['D-A', 'D-B']));
    expect(status.map((s: { serial: string }) => s.serial)).not.toContain('O-A');
    const avg = await op.inject({ method: 'GET', url: `/api/map/device_average/?device_id=${b}&aggregation=day` });
    expect(avg.json()).toEqual([{ device_id: b, timestamp: '2026-01-01T00:00:00.000Z', count: 1, unique: 1 }]);
    const bad = await op.inject({ method: 'GET', url: '/api/map/device_average/?hours=25' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toContain('hours');
  });
});

describe('average details of many devices', () => {
  it('skips another company’s ids', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/records/average_details_multiple/?devices=${b},${foreign}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await op.inject({ method: 'GET', url: '/api/map/radar_data/average_details_multiple/?devices=x' })).statusCode).toBe(400);
  });
});

describe('exports of other kinds', () => {
  it('exports logs and radar rows as zipped CSV, escaping formula text', async () => {
    await t.db.query(`INSERT INTO device_logs (device_id, timestamp, message) VALUES ($1, now(), '+SUM(A1)'), ($2, now(), 'not mine')`, [b, foreign]);
    await t.db.query(`INSERT INTO radar_data (device_id, timestamp, lane, count, vehicle_class) VALUES ($1, now(), 1, 5, '-car')`, [b]);
    const logs = await op.inject({ method: 'GET', url: `/api/map/logs/?export=true&device_id=${b}` });
    const csv = strFromU8(unzipSync(new Uint8Array(logs.rawPayload))['logs.csv']);
    expect(csv.split('\n')[0]).toBe('device_id,timestamp,level,message,voltage,temperature');
    expect(csv).toContain(`'+SUM(A1)`);
    expect(csv).not.toContain('not mine');
    const radar = await op.inject({ method: 'GET', url: '/api/map/radar_data/?export=true' });
    expect(strFromU8(unzipSync(new Uint8Array(radar.rawPayload))['radar_data.csv'])).toContain(`,1,5,,,'-car`);
  });
});
