import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { AVERAGE_COLUMNS, PROCESS_COLUMNS } from './average-export.ts';

let t: TestApp;
let op: Client;
let other: Client;
let origin: number;
let foreignDevice: number;
const links: number[] = [];

const FROM = '2025-12-28T00:00:00Z';
const TO = '2026-02-03T23:59:59Z';

/** Opens the zip, checks it holds exactly the one CSV, and returns its header and rows as text cells. */
function unzip(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }, file: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  expect(Object.keys(files)).toEqual([file]);
  const lines = strFromU8(files[file]).split('\n');
  expect(lines.pop()).toBe('');
  return { header: lines[0], rows: lines.slice(1).map((l) => l.split(',')) };
}
const cells = (row: Record<string, unknown>, columns: string[]) => columns.map((c) => (row[c] == null ? '' : String(row[c])));
/** A JSON row with the names the export adds: the sensor's serial and name, the link's name. */
const names = { device: new Map<number, { serial: string; name: string }>(), link: new Map<number, string>() };
const named = (r: Record<string, unknown>) => ({
  ...r,
  device_serial: names.device.get(r.device_id as number)?.serial,
  device_name: names.device.get(r.device_id as number)?.name,
  link_name: names.link.get(r.link_id as number),
});
const sorted = (rows: string[][]) => rows.map((r) => r.join(',')).sort();

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  const dev = async (company: number, serial: string) =>
    (
      await t.db.query<{ id: number }>(`INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, 'Sensor ' || $2) RETURNING id`, [
        company,
        serial,
      ])
    ).rows[0].id;
  origin = await dev(t.ids.companies.demo, 'EXP-O');
  const dest = await dev(t.ids.companies.demo, 'EXP-D');
  foreignDevice = await dev(t.ids.companies.other, 'EXP-X');
  const link = async (company: number, o: number, d: number | null) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m) VALUES ($1, 'Link from ' || $2::int, $2, $3, 1000) RETURNING id`,
        [company, o, d],
      )
    ).rows[0].id;
  links.push(await link(t.ids.companies.demo, origin, dest), await link(t.ids.companies.demo, dest, origin));
  const foreignLink = await link(t.ids.companies.other, foreignDevice, null);
  for (const d of (await t.db.query<{ id: number; serial: string; name: string }>('SELECT id, serial, name FROM devices')).rows)
    names.device.set(d.id, d);
  for (const l of (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM links')).rows) names.link.set(l.id, l.name);
  // Hourly intervals over five weeks (across a month and a year end), so an export spans many windows.
  for (const l of [...links, foreignLink]) {
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, speed_kmh)
       SELECT $1, 0, s, 2 + h % 4, 1 + h % 3, 60 + (h % 7) * 10, 65 + (h % 5) * 10, 90 + h % 11, 40
         FROM generate_series($2::timestamptz, $3::timestamptz, interval '1 hour') WITH ORDINALITY AS g(s, h)`,
      [l, FROM, TO],
    );
  }
});
afterAll(() => t.close());

describe('device_process export', () => {
  it('streams every filtered 5-minute row as CSV, the same rows the JSON call gives', async () => {
    const q = `last_detection__gte=2025-12-30T10:00:00Z&last_detection__lte=2026-01-31T18:00:00Z&hours=7,8,17`;
    const json = (await op.inject({ method: 'GET', url: `/api/map/device_process/?${q}&no_pagination=true` })).json();
    const { header, rows } = unzip(
      await op.inject({ method: 'GET', url: `/api/map/device_process/?${q}&export=true` }),
      'device_process.csv',
    );
    expect(header).toBe(PROCESS_COLUMNS.join(','));
    // 33 days × 3 hours × 2 links (the first day starts after 08:00, the last ends at 18:00).
    expect(rows.length).toBe(json.count);
    expect(rows.length).toBeGreaterThan(150);
    expect(sorted(rows)).toEqual(sorted(json.results.map((r: Record<string, unknown>) => cells(named(r), PROCESS_COLUMNS))));
    expect(rows.map((r) => r[5])).toEqual([...rows.map((r) => r[5])].sort());
    // Each row names its sensor and link besides their numbers.
    const first = rows.find((r) => r[0] === String(origin))!;
    expect(first.slice(0, 5)).toEqual([String(origin), 'EXP-O', 'Sensor EXP-O', String(links[0]), `Link from ${origin}`]);
  });

  it('keeps every n-th row with down_sample, and only the asked device', async () => {
    const all = unzip(
      await op.inject({ method: 'GET', url: `/api/map/device_process/?device_id=${origin}&export=true` }),
      'device_process.csv',
    ).rows;
    expect(new Set(all.map((r) => r[3]))).toEqual(new Set([String(links[0])]));
    const third = unzip(
      await op.inject({ method: 'GET', url: `/api/map/device_process/?device_id=${origin}&export=1&down_sample=3` }),
      'device_process.csv',
    ).rows;
    expect(third).toEqual(all.filter((_, i) => i % 3 === 0));
  });
});

describe('device_average export', () => {
  for (const aggregation of ['hour', 'day', 'week', 'month']) {
    it(`gives exactly the JSON rows, per ${aggregation}`, async () => {
      const q = `aggregation=${aggregation}&timestamp__gte=${FROM}&timestamp__lte=2026-01-20T12:00:00Z&weekdays=1,3,6`;
      const json = (await op.inject({ method: 'GET', url: `/api/map/device_average/?${q}` })).json();
      const { header, rows } = unzip(
        await op.inject({ method: 'GET', url: `/api/map/device_average/?${q}&export=true` }),
        'device_average.csv',
      );
      expect(header).toBe(AVERAGE_COLUMNS.join(','));
      expect(json.length).toBeGreaterThan(0);
      expect(rows).toEqual(json.map((r: Record<string, unknown>) => cells(named(r), AVERAGE_COLUMNS)));
    });
  }
});

describe('export scope and input', () => {
  it('never exports another company’s rows', async () => {
    const mine = unzip(
      await op.inject({ method: 'GET', url: `/api/map/device_average/?aggregation=day&export=true&timestamp__gte=${FROM}` }),
      'device_average.csv',
    );
    expect(new Set(mine.rows.map((r) => r[0])).has(String(foreignDevice))).toBe(false);
    const foreign = unzip(
      await op.inject({ method: 'GET', url: `/api/map/device_process/?device_id=${foreignDevice}&export=true` }),
      'device_process.csv',
    );
    expect(foreign).toEqual({ header: PROCESS_COLUMNS.join(','), rows: [] });
    const theirs = unzip(
      await other.inject({ method: 'GET', url: `/api/map/device_average/?aggregation=month&export=true` }),
      'device_average.csv',
    );
    expect(theirs.rows.map((r) => r[0])).toEqual([String(foreignDevice), String(foreignDevice), String(foreignDevice)]);
  });

  it('refuses a bad export flag naming it', async () => {
    for (const url of ['/api/map/device_average/?export=maybe', '/api/map/device_process/?export=yes']) {
      const res = await op.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['export']);
    }
  });
});
