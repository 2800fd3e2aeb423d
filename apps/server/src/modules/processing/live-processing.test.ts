import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { detectionAt, sensorLink } from '../../testing/sensor-link.ts';
import type { Delivery } from '../../lib/events.ts';
import { liveProcessor } from './live-processor.ts';
import { batchFingerprintDetections } from './processing.queries.ts';

let t: TestApp;
let origin: number;
let destination: number;
let linkId: number;
let key: string;
let post: Awaited<ReturnType<typeof sensorLink>>['post'];

const at = detectionAt;
const iso = (s: number) => new Date(s * 1000).toISOString();

/** Collects the `traffic` events published while fn runs and the live processor drains. */
async function trafficEvents(fn: () => Promise<void>): Promise<Delivery[]> {
  const events: Delivery[] = [];
  const unsubscribe = t.app.events.subscribe((d) => d.event.type === 'traffic' && events.push(d));
  try {
    await fn();
    await liveProcessor(t.app).idle();
  } finally {
    unsubscribe();
  }
  return events;
}

const matchesOf = async (from: number, to: number) =>
  (
    await t.db.query<{ t: number; a: string }>(
      `SELECT travel_time_s AS t, arrival::text AS a FROM matches WHERE link_id = $1 AND mode = 0
     AND departure >= to_timestamp($2) AND departure < to_timestamp($3) ORDER BY departure`,
      [linkId, from, to],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  ({ origin, destination, linkId, post, key } = await sensorLink(t, 'L'));
});
afterAll(() => t.close());

describe('incremental live processing', () => {
  it('matches a detection that arrives late, older than the previous batch, from detections of earlier batches', async () => {
    const base = Date.parse('2026-03-02T08:00:00Z') / 1000;
    // Batch 1: three vehicles pass the origin. Batch 2: two of them reach the destination, 300 s later.
    await trafficEvents(async () => {
      expect(
        (await post([at('L-ORIG', 'late-a', base), at('L-ORIG', 'late-b', base + 10), at('L-ORIG', 'late-c', base + 20)], 'late-1'))
          .statusCode,
      ).toBe(201);
      expect((await post([at('L-DEST', 'late-b', base + 310), at('L-DEST', 'late-c', base + 320)], 'late-2')).statusCode).toBe(201);
    });
    expect((await matchesOf(base, base + 60)).map((m) => m.t)).toEqual([300, 300]);

    // Batch 3 comes late: late-a reached the destination at base + 120, before everything in batch 2.
    const events = await trafficEvents(async () => {
      expect((await post([at('L-DEST', 'late-a', base + 120)], 'late-3')).statusCode).toBe(201);
    });
    expect((await matchesOf(base, base + 60)).map((m) => m.t)).toEqual([120, 300, 300]);
    // Its own 5-minute interval (08:00) is re-aggregated and announced to the company's browsers.
    const { rows } = await t.db.query<{ raw_count: number }>(
      'SELECT raw_count FROM intervals WHERE link_id = $1 AND mode = 0 AND start = to_timestamp($2)',
      [linkId, base],
    );
    expect(rows[0].raw_count).toBe(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ to: { companyId: t.ids.companies.demo }, event: { type: 'traffic', links: [{ link_id: linkId }] } });
    // The filter state moved on in link_state.
    const state = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM link_state WHERE link_id = $1 AND mode = 0', [linkId]);
    expect(state.rows[0].n).toBe(1);
  });

  it('reads back only the detections of fingerprints seen in the batch ranges, over the whole look-back window', async () => {
    const base = Date.parse('2026-03-03T08:00:00Z') / 1000;
    await t.db.query(
      `INSERT INTO detections (device_id, fingerprint, create_time, rssi) VALUES
         ($1, 'fp-old', $3, -60), ($1, 'fp-new', $4, -60), ($2, 'fp-old', $5, -60), ($2, 'fp-new', $6, -60)`,
      [origin, destination, iso(base), iso(base + 5), iso(base + 200), iso(base + 400)],
    );
    const got = await batchFingerprintDetections(t.db, [origin, destination], [[base + 390, base + 410]], base - 1000, base + 1000);
    expect(got.get(origin)!.map((d) => [d.fingerprint, d.time])).toEqual([['fp-new', base + 5]]);
    expect(got.get(destination)!.map((d) => [d.fingerprint, d.time])).toEqual([['fp-new', base + 400]]);
  });

  it('processes batches that queued up together: one step per link, every batch range matched', async () => {
    const base = Date.parse('2026-03-04T08:00:00Z') / 1000;
    // Three batches far apart (separate look-back windows), stored and then queued in the same tick.
    for (let i = 0; i < 3; i++) {
      await t.db.query('INSERT INTO detections (device_id, fingerprint, create_time, rssi) VALUES ($1, $3, $4, -60), ($2, $3, $5, -60)', [
        origin,
        destination,
        `queued-${i}`,
        iso(base + i * 10_000),
        iso(base + i * 10_000 + 150),
      ]);
    }
    const events = await trafficEvents(async () => {
      for (let i = 0; i < 3; i++) {
        liveProcessor(t.app).enqueue({
          companyId: t.ids.companies.demo,
          deviceIds: [origin, destination],
          from: base + i * 10_000,
          to: base + i * 10_000 + 150,
        });
      }
    });
    expect((await matchesOf(base, base + 30_000)).map((m) => m.t)).toEqual([150, 150, 150]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: { type: 'traffic', links: [{ link_id: linkId }] } });
  });

  it('announces every current value of the link in one traffic event: travel time, speed, typical, both delays, count, confidence', async () => {
    // 30 minutes ago, on a 5-minute boundary: the link's current interval (current values are those of the last hour).
    const base = Math.floor((Date.now() / 1000 - 1800) / 300) * 300;
    await t.db.query('UPDATE links SET free_flow_s = 100 WHERE id = $1', [linkId]);
    // The same time of the week in each of the previous four weeks took 200 s: typical.
    for (let w = 1; w <= 4; w++) {
      await t.db.query(
        `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh)
         VALUES ($1, 0, to_timestamp($2), 5, 5, 200, 18)`,
        [linkId, base - w * 7 * 86400],
      );
    }
    const events = await trafficEvents(async () => {
      const vehicles = [0, 1, 2, 3, 4];
      expect(
        (
          await post(
            vehicles.map((i) => at('L-ORIG', `now-${i}`, base + 10 + i * 5)),
            'now-o',
          )
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await post(
            vehicles.map((i) => at('L-DEST', `now-${i}`, base + 310 + i * 5)),
            'now-d',
          )
        ).statusCode,
      ).toBe(201);
    });
    const sent = events.flatMap((d) => (d.event.type === 'traffic' ? d.event.links : [])).filter((l) => l.link_id === linkId);
    const last = sent[sent.length - 1];
    expect(last).toMatchObject({
      travel_time_s: 300,
      typical_s: 200,
      free_flow_s: 100,
      delay_s: 200,
      unusual_delay_s: 100,
      count: 5,
      confidence: 0.5,
    });
    expect(last.speed_kmh).toBeCloseTo(12, 5);
    expect(Date.parse(last.interval_start!)).toBeGreaterThanOrEqual(base * 1000);
    // The event carries what the link list reads, so a screen updated from it matches a reload.
    const link = await t.app.inject({ method: 'GET', url: `/api/map/links/${linkId}/`, headers: { authorization: `Token ${key}` } });
    expect(link.statusCode).toBe(200);
    const { link_id: _id, ...current } = last;
    expect(link.json().current).toEqual(current);
  });
});
