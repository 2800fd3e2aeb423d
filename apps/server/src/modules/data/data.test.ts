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
    (await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [company, serial]))
      .rows[0].id;
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
    const res = await op.inject({
      method: 'GET',
      url: `/api/map/records/count_list/?device_id=${a}&create_time__gte=2026-01-01T00:00:00Z&create_time__lte=2026-01-03T00:00:00Z`,
    });
    expect(res.json()).toEqual([
      { date: '2026-01-01', count: 2 },
      { date: '2026-01-02', count: 1 },
    ]);
  });

  it('answers another company’s device with 404', async () => {
    expect((await op.inject({ method: 'GET', url: `/api/map/records/${foreign}/records_detail/` })).statusCode).toBe(404);
    expect((await op.inject({ method: 'GET', url: `/api/map/records/${foreign}/clear/` })).statusCode).toBe(404);
    expect((await op.inject({ method: 'GET', url: `/api/map/devices/${foreign}/` })).statusCode).toBe(404);
  });

  it('exports a zip of CSV with the export columns and formula cells escaped', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/records/?export=true&device_id=${a}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const csv = strFromU8(files['records.csv']);
    const lines = csv.trim().split('\n');
    // The specified record columns, then the sensor by number, serial and name.
    expect(lines[0]).toBe('fingerprint,tag,sync_time,create_time,rssi,signal,device_id,device_serial,device_name');
    expect(lines[1].split(',').slice(-3)).toEqual([
      String(a),
      ...(await t.db.query<{ serial: string; name: string }>('SELECT serial, name FROM devices WHERE id = $1', [a])).rows
        .map((d) => [d.serial, d.name])
        .flat(),
    ]);
    expect(lines).toHaveLength(4);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`'@cmd`);
    expect(csv).toContain(',-70,');
    expect(csv).not.toContain('fx');
  });

  it('clears exactly one device’s rows, with the matches and intervals derived from them', async () => {
    const link = async (company: number, o: number, d: number) =>
      (
        await t.db.query<{ id: number }>(
          `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m) VALUES ($1, 'l', $2, $3, 1000) RETURNING id`,
          [company, o, d],
        )
      ).rows[0].id;
    const ab = await link(t.ids.companies.demo, a, b);
    const ba = await link(t.ids.companies.demo, b, a);
    const bb = await link(t.ids.companies.demo, b, b);
    const other = await link(t.ids.companies.other, foreign, foreign);
    for (const l of [ab, ba, bb, other]) {
      await t.db.query(
        `INSERT INTO matches (link_id, mode, fingerprint, departure, arrival, travel_time_s, accepted) VALUES ($1, 0, 'f', now(), now(), 60, true), ($1, 1, 'f', now(), now(), 60, true)`,
        [l],
      );
      await t.db.query(
        `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count) VALUES ($1, 0, now(), 1, 1), ($1, 1, now(), 1, 1)`,
        [l],
      );
      await t.db.query(`INSERT INTO link_state (link_id, mode, state) VALUES ($1, 0, '{}')`, [l]);
    }
    // Only this test's links: the seed has derived rows of its own (road analytics).
    const derived = async (table: string) =>
      (
        await t.db.query<{ link_id: number }>(`SELECT DISTINCT link_id FROM ${table} WHERE link_id = ANY($1::int[]) ORDER BY link_id`, [
          [ab, ba, bb, other],
        ])
      ).rows.map((r) => r.link_id);
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: `/api/map/records/${a}/clear/` })).statusCode).toBe(403);
    const res = await op.inject({ method: 'GET', url: `/api/map/records/${a}/clear/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBe(3);
    const left = await t.db.query<{ device_id: number }>('SELECT device_id FROM detections ORDER BY device_id');
    expect(left.rows.map((r) => r.device_id)).toEqual([b, foreign]);
    const logs = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_logs');
    expect(logs.rows[0].n).toBe(2);
    // every link starting or ending at a lost its derived rows in both modes; b→b and the other company's kept theirs
    for (const table of ['matches', 'intervals', 'link_state']) expect(await derived(table)).toEqual([bb, other]);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM matches WHERE link_id = $1', [bb])).rows[0].n).toBe(2);
    // clearing another kind touches no derived rows
    expect((await op.inject({ method: 'GET', url: `/api/map/radar_data/${b}/clear/` })).json().deleted).toBe(0);
    expect(await derived('matches')).toEqual([bb, other]);
    await t.db.query('DELETE FROM links WHERE id = ANY($1::int[])', [[bb, other]]);
  });

  it('lists logs, log status and device averages', async () => {
    expect((await op.inject({ method: 'GET', url: '/api/map/logs/' })).json().count).toBe(2);
    const status = (await op.inject({ method: 'GET', url: '/api/map/logs/status/' })).json();
    expect(status.map((s: { serial: string }) => s.serial)).toEqual(expect.arrayContaining(['D-A', 'D-B']));
    expect(status.map((s: { serial: string }) => s.serial)).not.toContain('O-A');
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
    await t.db.query(`INSERT INTO device_logs (device_id, timestamp, message) VALUES ($1, now(), '+SUM(A1)'), ($2, now(), 'not mine')`, [
      b,
      foreign,
    ]);
    await t.db.query(`INSERT INTO radar_data (device_id, timestamp, lane, count, vehicle_class) VALUES ($1, now(), 1, 5, '-car')`, [b]);
    const logs = await op.inject({ method: 'GET', url: `/api/map/logs/?export=true&device_id=${b}` });
    const csv = strFromU8(unzipSync(new Uint8Array(logs.rawPayload))['logs.csv']);
    const [dev] = (await t.db.query<{ serial: string; name: string }>('SELECT serial, name FROM devices WHERE id = $1', [b])).rows;
    expect(csv.split('\n')[0]).toBe('device_id,device_serial,device_name,timestamp,level,message,voltage,temperature');
    expect(csv.split('\n')[1].startsWith(`${b},${dev.serial},${dev.name},`)).toBe(true);
    expect(csv).toContain(`'+SUM(A1)`);
    expect(csv).not.toContain('not mine');
    const radar = await op.inject({ method: 'GET', url: '/api/map/radar_data/?export=true' });
    const radarCsv = strFromU8(unzipSync(new Uint8Array(radar.rawPayload))['radar_data.csv']);
    expect(radarCsv.split('\n')[0]).toBe('device_id,device_serial,device_name,timestamp,lane,count,speed_kmh,occupancy,vehicle_class');
    expect(radarCsv).toContain(`${b},${dev.serial},${dev.name},`);
    expect(radarCsv).toContain(`,1,5,,,'-car`);
  });
});

describe('device_process and device_average', () => {
  let link: number;
  beforeAll(async () => {
    const dev = async (company: number, serial: string) =>
      (
        await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [
          company,
          serial,
        ])
      ).rows[0].id;
    const o = await dev(t.ids.companies.demo, 'AV-O');
    const d = await dev(t.ids.companies.demo, 'AV-D');
    link = (
      await t.db.query<{ id: number }>(
        `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m) VALUES ($1, 'av', $2, $3, 1000) RETURNING id`,
        [t.ids.companies.demo, o, d],
      )
    ).rows[0].id;
    // live (mode 0): 08:00 interval with samples 60, 80, 100 (+ a rejected 900); 08:05 with 120. Experimental: one 200 s sample.
    const m = (mode: number, arrival: string, tt: number, accepted: boolean, fp: string) =>
      t.db.query(
        `INSERT INTO matches (link_id, mode, fingerprint, departure, arrival, travel_time_s, accepted) VALUES ($1, $2, $3, $4::timestamptz - make_interval(secs => $5), $4, $5, $6)`,
        [link, mode, fp, arrival, tt, accepted],
      );
    await m(0, '2026-03-02T08:01:00Z', 60, true, 'a');
    await m(0, '2026-03-02T08:02:00Z', 80, true, 'b');
    await m(0, '2026-03-02T08:03:00Z', 100, true, 'c');
    await m(0, '2026-03-02T08:04:00Z', 900, false, 'd');
    await m(0, '2026-03-02T08:06:00Z', 120, true, 'e');
    await m(1, '2026-03-02T08:01:00Z', 200, true, 'a');
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, speed_kmh) VALUES
        ($1, 0, '2026-03-02T08:00:00Z', 4, 3, 80, 80, 97, 45), ($1, 0, '2026-03-02T08:05:00Z', 1, 1, 120, 120, 120, 30),
        ($1, 1, '2026-03-02T08:00:00Z', 1, 1, 200, 200, 200, 18)`,
      [link],
    );
  });

  it('averages the stored 5-minute intervals per hour, weighted by accepted samples, for the asked mode', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/device_average/?aggregation=hour&timestamp__gte=2026-03-02T00:00:00Z` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().filter((r: { link_id: number }) => r.link_id === link);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ timestamp: '2026-03-02T08:00:00.000Z', raw_count: 5, accepted_count: 4, mean_s: 90, median_s: 90 });
    const exp = (
      await op.inject({ method: 'GET', url: `/api/map/device_average/?aggregation=day&type=1&timestamp__gte=2026-03-02T00:00:00Z` })
    ).json();
    expect(exp).toEqual([expect.objectContaining({ link_id: link, timestamp: '2026-03-02T00:00:00.000Z', raw_count: 1, median_s: 200 })]);
  });

  it('reads every match with database=matches (exact median and p85 of the accepted samples)', async () => {
    const rows = (
      await op.inject({
        method: 'GET',
        url: `/api/map/device_average/?aggregation=hour&database=matches&timestamp__gte=2026-03-02T00:00:00Z`,
      })
    ).json();
    // accepted 60, 80, 100, 120: median 90, p85 = 100 + 0.55 × 20 = 111
    expect(rows).toEqual([
      expect.objectContaining({ link_id: link, raw_count: 5, accepted_count: 4, mean_s: 90, median_s: 90, p85_s: 111, speed_kmh: 40 }),
    ]);
    const listed = (
      await op.inject({
        method: 'POST',
        url: '/api/map/device_average/list_post/',
        payload: { devices: [rows[0].device_id], database: 'matches', aggregation: 'hour' },
      })
    ).json();
    expect(listed).toEqual(rows);
  });

  it('serves device_process from either store and the same 5-minute rows', async () => {
    const q = `/api/map/device_process/?last_detection__gte=2026-03-02T00:00:00Z&no_pagination=true`;
    const stored = (await op.inject({ method: 'GET', url: q })).json();
    expect(stored.results.map((r: { last_detection: string; raw_count: number }) => [r.last_detection, r.raw_count])).toEqual([
      ['2026-03-02T08:00:00.000Z', 4],
      ['2026-03-02T08:05:00.000Z', 1],
    ]);
    const recomputed = (await op.inject({ method: 'GET', url: `${q}&database=matches` })).json();
    expect(recomputed.results.map((r: { median_s: number }) => r.median_s)).toEqual([80, 120]);
    expect(recomputed.count).toBe(2);
  });

  it('refuses an unknown database or type naming the field, and never shows another company’s links', async () => {
    for (const url of [
      '/api/map/device_average/?database=archive',
      '/api/map/device_process/?database=x',
      '/api/map/device_average/?type=7',
    ]) {
      const res = await op.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toContain(url.includes('type') ? 'type' : 'database');
    }
    const other = await t.as('other');
    expect((await other.inject({ method: 'GET', url: '/api/map/device_average/?timestamp__gte=2026-03-02T00:00:00Z' })).json()).toEqual([]);
    expect(
      (
        await other.inject({ method: 'GET', url: '/api/map/device_process/?database=matches&last_detection__gte=2026-03-02T00:00:00Z' })
      ).json().count,
    ).toBe(0);
  });
});
