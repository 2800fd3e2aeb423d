import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { recountDevices } from './ingest-counters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('counting bulk-loaded rows as ingest would', () => {
  it('gives the devices their last hour of counts and their newest arrivals', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO devices (company_id, serial, name, data_source_type, last_seen) VALUES ($1, 'BULK-1', 'Bulk', 0, now()), ($1, 'BULK-R', 'Bulk radar', 3, now()) RETURNING id`,
      [t.ids.companies.demo],
    );
    const [bt, radar] = rows.map((r) => r.id);
    await t.db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time) SELECT $1, 'b' || g, now() - make_interval(mins => g)
       FROM generate_series(1, 110) g WHERE g <= 50 OR g >= 70`,
      [bt],
    );
    await t.db.query(
      `INSERT INTO radar_data (device_id, timestamp, lane, count) VALUES ($1, now() - interval '5 minutes', 1, 12), ($1, now() - interval '3 hours', 1, 99)`,
      [radar],
    );
    await recountDevices(t.db, [bt, radar]);
    const op = await t.as('operator');
    const rate = async (id: number) => (await op.inject({ method: 'GET', url: `/api/map/devices/${id}/` })).json().detection_rate;
    expect(await rate(bt)).toBe(50); // the 50 of the last hour, not the 41 older ones
    expect(await rate(radar)).toBe(12);
    const { rows: synced } = await t.db.query<{ d: boolean; r: boolean }>(
      'SELECT detections_synced_at IS NOT NULL AS d, radar_synced_at IS NOT NULL AS r FROM devices WHERE id = ANY($1::int[]) ORDER BY id',
      [[bt, radar]],
    );
    expect(synced).toEqual([
      { d: true, r: false },
      { d: false, r: true },
    ]);
  });
});
