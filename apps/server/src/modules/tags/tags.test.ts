import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { liveProcessor } from '../processing/live-processor.ts';

let t: TestApp;
let op: Client;
let devA: number;
let devB: number;
let linkId: number;
const MAC = '00:1A:2B:3C:4D:5E';
const NOW = Math.floor(Date.now() / 1000);
let seq = 0;

const ingest = (records: object[]) =>
  op.inject({ method: 'POST', url: '/api/ingest/detections/', payload: { records }, headers: { 'idempotency-key': `tags-${++seq}` } });

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  [devA, devB] = [await dev('TG-A'), await dev('TG-B')];
  linkId = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'TG link', origin_device_id: devA, destination_device_id: devB, length_m: 1000 },
    })
  ).json().id;
  // The fleet truck (sent by the sensors as its MAC, upper case): two visits at A (60 s, then 30 s after a 20-minute gap), one at B.
  const truck = (serial: string, at: number) => ({ serial, fingerprint: MAC, create_time: NOW - at });
  const res = await ingest([
    truck('TG-A', 3600),
    truck('TG-A', 3540),
    truck('TG-A', 2340),
    truck('TG-A', 2310),
    truck('TG-B', 2000),
    truck('TG-B', 1990),
    { serial: 'TG-A', fingerprint: 'someone-else', create_time: NOW - 100 },
  ]);
  expect(res.statusCode, res.body).toBeLessThan(300);
  // Live processing follows the ingest's commit on its own; the trips test needs its matches.
  await liveProcessor(t.app).idle();
});
afterAll(() => t.close());

describe('tags', () => {
  it('keys a MAC as ingest keys detections: never stored raw, and its sightings and dwell are found', async () => {
    const res = await op.inject({ method: 'POST', url: '/api/tags/', payload: { name: 'Truck 7', mac: '00-1a-2b-3c-4d-5e' } });
    expect(res.statusCode, res.body).toBe(201);
    const tag = res.json();
    expect(tag).toMatchObject({ name: 'Truck 7', kind: 'mac', last_device: { id: devB } });
    expect(Date.parse(tag.last_seen)).toBe((NOW - 1990) * 1000);
    const stored = (await t.db.query<{ fingerprint: string }>('SELECT fingerprint FROM known_tags WHERE id = $1', [tag.id])).rows[0]
      .fingerprint;
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    const det = (
      await t.db.query<{ fingerprint: string }>(
        'SELECT DISTINCT fingerprint FROM detections WHERE device_id = $1 AND create_time = to_timestamp($2)',
        [devA, NOW - 3600],
      )
    ).rows;
    expect(det.map((d) => d.fingerprint)).toEqual([stored]);
    const all = JSON.stringify((await t.db.query('SELECT * FROM known_tags')).rows).toLowerCase();
    expect(all).not.toContain('1a:2b');
    expect(all).not.toContain('1a2b');

    const detail = (await op.inject({ method: 'GET', url: `/api/tags/${tag.id}/?days=1` })).json();
    const byDevice = Object.fromEntries(detail.devices.map((d: { device_id: number }) => [d.device_id, d]));
    expect(byDevice[devA]).toMatchObject({ detections: 4, visits: 2, dwell_s: 90 });
    expect(byDevice[devB]).toMatchObject({ detections: 2, visits: 1, dwell_s: 10 });
    expect(detail).not.toHaveProperty('fingerprint');
  });

  it("lists the device's trips, matched by live processing, by fingerprint", async () => {
    // Another vehicle's trip on the same link must not appear.
    await t.db.query(
      "INSERT INTO matches (link_id, mode, fingerprint, departure, arrival, travel_time_s, accepted) VALUES ($1, 0, 'other', to_timestamp($2), to_timestamp($2 + 100), 100, true)",
      [linkId, NOW - 1500],
    );
    const id = (await op.inject({ method: 'GET', url: '/api/tags/' })).json().find((x: { name: string }) => x.name === 'Truck 7').id;
    const detail = (await op.inject({ method: 'GET', url: `/api/tags/${id}/` })).json();
    expect(detail.trips.length).toBeGreaterThan(0);
    const atA = [3600, 3540, 2340, 2310].map((s) => new Date((NOW - s) * 1000).toISOString());
    const atB = [2000, 1990].map((s) => new Date((NOW - s) * 1000).toISOString());
    for (const trip of detail.trips) {
      expect(trip).toMatchObject({ link_id: linkId, link_name: 'TG link' });
      expect(atA).toContain(trip.departure);
      expect(atB).toContain(trip.arrival);
    }
  });

  it('answers bad input with a 400 naming the field', async () => {
    const post = (payload: object) => op.inject({ method: 'POST', url: '/api/tags/', payload });
    for (const mac of ['00:1a:2b:3c:4d', 'zz:1a:2b:3c:4d:5e', '00:1a-2b:3c:4d:5e', '001a2b3c4d5e0']) {
      const res = await post({ name: 'x', mac });
      expect(res.statusCode, mac).toBe(400);
      expect(res.json(), mac).toHaveProperty('mac');
    }
    expect((await post({ name: 'x' })).json()).toHaveProperty('mac');
    expect((await post({ name: 'x', mac: MAC, tag_id: 'T1' })).statusCode).toBe(400);
    // The same device twice, written differently.
    const dup = await post({ name: 'again', mac: '001a2b3c4d5e' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toHaveProperty('mac');
    expect((await post({ name: 'Badge', tag_id: 'RFID-0042' })).statusCode).toBe(201);
    expect((await post({ name: 'Badge 2', tag_id: 'rfid-0042' })).json()).toHaveProperty('tag_id');
  });

  it('keeps companies apart and needs the tag permissions', async () => {
    const id = (await op.inject({ method: 'GET', url: '/api/tags/' })).json()[0].id;
    const other = await t.as('other');
    expect((await other.inject({ method: 'GET', url: `/api/tags/${id}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PATCH', url: `/api/tags/${id}/`, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: `/api/tags/${id}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/tags/' })).json()).toEqual([]);
    // The same MAC in another company is another key: its detections are not this company's.
    const mine = await other.inject({ method: 'POST', url: '/api/tags/', payload: { name: 'Their truck', mac: MAC } });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().last_seen).toBeNull();
    expect((await (await t.as('viewer')).inject({ method: 'GET', url: '/api/tags/' })).statusCode).toBe(403);
  });
});
