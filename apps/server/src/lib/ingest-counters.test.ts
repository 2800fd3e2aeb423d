import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { recountDevices } from './ingest-counters.ts';
import { sha256 } from './crypto.ts';
import type { Db, Queryable } from '../db/index.ts';

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

  it('counts a live batch that arrives during the recount once, whichever commits first', async () => {
    const key = 'recount-race-key-0123456789';
    await t.db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
      t.ids.users.operator,
      sha256(key),
      key.slice(0, 8),
      ['ingest'],
    ]);
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO devices (company_id, serial, name, last_seen) VALUES ($1, 'RACE-1', 'Race', now()) RETURNING id`,
      [t.ids.companies.demo],
    );
    const device = rows[0].id;
    await t.db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time) SELECT $1, 'r' || g, now() - make_interval(secs => g) FROM generate_series(1, 30) g`,
      [device],
    );
    // A live batch of this minute, sent right after the recount cleared the counts. Unless the recount
    // holds the devices, the batch commits there and the recount's INSERT collides with its counts.
    let live: Promise<{ statusCode: number }> | undefined;
    const sendLive = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ingest/detections/',
        payload: {
          records: [1, 2, 3].map((i) => ({ serial: 'RACE-1', fingerprint: `live${i}`, create_time: Math.floor(Date.now() / 1000) })),
        },
        headers: { authorization: `Token ${key}`, 'idempotency-key': 'recount-race-1' },
      });
    const racing = (tx: Queryable): Queryable => ({
      ...tx,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const result = await tx.query<T>(sql, params);
        if (sql.startsWith('DELETE FROM device_minute_counts')) {
          live = sendLive();
          // Give the batch every chance to commit in between; with the devices locked it waits instead.
          await Promise.race([live, new Promise((r) => setTimeout(r, 1000))]);
        }
        return result;
      },
    });
    const db: Db = { ...t.db, query: racing(t.db).query, transaction: (fn) => t.db.transaction((tx) => fn(racing(tx))) };
    await recountDevices(db, [device]);
    expect(live).toBeDefined();
    expect((await live!).statusCode).toBe(201);
    const op = await t.as('operator');
    const rate = (await op.inject({ method: 'GET', url: `/api/map/devices/${device}/` })).json().detection_rate;
    expect(rate).toBe(33);
  });
});
