import type { TestApp } from './test-app.ts';
import { sha256 } from '../lib/crypto.ts';

/** A sensor's detection as the ingest API takes it. */
export const detectionAt = (serial: string, fingerprint: string, time: number) => ({ serial, fingerprint, create_time: time, rssi: -60 });

/**
 * The operator's ingest key and one 1 km link between two new sensors `<prefix>-ORIG` and `<prefix>-DEST`
 * of the demo company: the smallest network live processing works on. `post` sends a batch through the
 * real ingest route with that key (`key`, also good for reading).
 */
export async function sensorLink(t: TestApp, prefix: string) {
  const key = `${prefix.toLowerCase()}-operator-key-0123456789`;
  await t.db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
    t.ids.users.operator,
    sha256(key),
    prefix.toLowerCase().slice(0, 8),
    ['ingest', 'read'],
  ]);
  const demo = t.ids.companies.demo;
  const device = async (serial: string) =>
    (await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, serial]))
      .rows[0].id;
  const origin = await device(`${prefix}-ORIG`);
  const destination = await device(`${prefix}-DEST`);
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
     VALUES ($1, $2, $3, $4, 1000, 600) RETURNING id`,
    [demo, `${prefix} link`, origin, destination],
  );
  const post = (records: unknown[], idempotencyKey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingest/detections/',
      payload: { records },
      headers: { authorization: `Token ${key}`, 'idempotency-key': idempotencyKey },
    });
  return { origin, destination, linkId: rows[0].id, post, key };
}
