import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';

/** Speeds in CSV exports follow the reader's unit: the company's, unless the user chose their own. */
describe('speed unit of exports', () => {
  let t: TestApp;
  let op: Client;
  let device: number;
  beforeAll(async () => {
    t = await createTestApp();
    op = await t.as('operator');
    const dev = async (serial: string) =>
      (
        await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [
          t.ids.companies.demo,
          serial,
        ])
      ).rows[0].id;
    device = await dev('U-O');
    const link = (
      await t.db.query<{ id: number }>(
        `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m) VALUES ($1, 'u', $2, $3, 1000) RETURNING id`,
        [t.ids.companies.demo, device, await dev('U-D')],
      )
    ).rows[0].id;
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s, speed_kmh)
      VALUES ($1, 0, '2026-03-02T08:00:00Z', 2, 2, 80, 80, 90, 100)`,
      [link],
    );
    await t.db.query(
      `INSERT INTO radar_data (device_id, timestamp, lane, count, speed_kmh) VALUES ($1, '2026-03-02T08:00:00Z', 1, 5, 80)`,
      [device],
    );
  });
  afterAll(async () => t?.close());

  const csv = async (url: string, file: string) => {
    const res = await op.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return strFromU8(unzipSync(new Uint8Array(res.rawPayload))[file])
      .trim()
      .split('\n')
      .map((l) => l.split(','));
  };
  const column = (rows: string[][], name: string) => rows.slice(1).map((r) => r[rows[0].indexOf(name)]);
  const average = `/api/map/device_average/?export=true&aggregation=hour&timestamp__gte=2026-03-02T00:00:00Z&device_id=`;

  it('writes km/h for a km company and mph, under speed_mph, once the company switches to miles', async () => {
    expect(column(await csv(`${average}${device}`, 'device_average.csv'), 'speed_kmh')).toEqual(['45']);
    expect(column(await csv(`/api/map/radar_data/?export=true&device_id=${device}`, 'radar_data.csv'), 'speed_kmh')).toEqual(['80']);

    const admin = await t.as('staff');
    expect(
      (await admin.inject({ method: 'PATCH', url: '/api/platform/company/', payload: { measures: { distance: 'mi', speed: 'mi__hr' } } }))
        .statusCode,
    ).toBe(200);

    const avg = await csv(`${average}${device}`, 'device_average.csv');
    expect(avg[0]).not.toContain('speed_kmh');
    expect(column(avg, 'speed_mph')).toEqual(['27.96']);
    expect(column(await csv(`/api/map/radar_data/?export=true&device_id=${device}`, 'radar_data.csv'), 'speed_mph')).toEqual(['49.71']);
    const proc = await csv(
      `/api/map/device_process/?export=true&device_id=${device}&last_detection__gte=2026-03-02T00:00:00Z`,
      'device_process.csv',
    );
    expect(column(proc, 'speed_mph')).toEqual(['27.96']);
  });
});
