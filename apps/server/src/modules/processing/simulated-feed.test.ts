import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVAL_S } from '@roadlens/traffic';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startSimulatedFeed } from './simulated-feed.ts';
import { startSimulator } from './background.ts';
import { liveProcessor } from './live-processor.ts';

let t: TestApp;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('simulated city', () => {
  it('does nothing with SIMULATOR=off', async () => {
    const stop = await startSimulator(t.app, { freshSeed: true }); // the test env has SIMULATOR off
    await stop();
    expect(await count('SELECT count(*)::int AS n FROM detections')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys')).toBe(0);
  });

  it('backfills history, then feeds detections, radar and heartbeats through the ingest API', async () => {
    const demo = t.ids.companies.demo;
    const start = Math.floor(Date.now() / 1000);
    // Two short spans instead of two weeks (a test budget): the last hour, and the same hour a week
    // earlier, which is what the typical value of the current 5-minute slot needs.
    const week = 7 * 86400;
    const stop = await startSimulatedFeed(t.app, {
      freshSeed: true,
      tickMs: 250,
      vehiclesPerHourPeak: 60_000,
      backfill: [
        { from: start - week - 3600, to: start - week + 600 },
        { from: start - 3600, to: start },
      ],
    });
    await stop.backfilled;
    // Let the live feed post at least one batch to each endpoint; on a loaded machine a fixed wait
    // was sometimes too short for the first detections batch.
    const posted = () =>
      t.db.query<{ n: number }>(
        `SELECT count(DISTINCT endpoint)::int AS n FROM idempotency_keys WHERE company_id = $1 AND key LIKE 'sim-%'`,
        [t.ids.companies.demo],
      );
    for (const until = Date.now() + 60_000; Date.now() < until && (await posted()).rows[0].n < 3;)
      await new Promise((r) => setTimeout(r, 250));
    await stop();
    await liveProcessor(t.app).idle();
    // A radar interval that closes while the feed runs is a post of its own.
    const closedWhileRunning = Math.floor(Date.now() / 1000 / INTERVAL_S) - Math.floor(start / INTERVAL_S);

    // Every live batch went through POST /api/ingest/…/ with an Idempotency-Key under the simulator's key.
    const { rows: keys } = await t.db.query<{ endpoint: string; n: number }>(
      `SELECT endpoint, count(*)::int AS n FROM idempotency_keys WHERE company_id = $1 AND key LIKE 'sim-%' GROUP BY endpoint`,
      [demo],
    );
    const byEndpoint = Object.fromEntries(keys.map((k) => [k.endpoint, k.n]));
    expect(byEndpoint.detections).toBeGreaterThan(0);
    expect(byEndpoint.radar).toBeGreaterThanOrEqual(1);
    expect(byEndpoint.radar).toBeLessThanOrEqual(1 + closedWhileRunning);
    expect(byEndpoint.logs).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM api_keys k JOIN users u ON u.id = k.user_id WHERE u.username = 'simulator' AND u.company_id = $1`,
        [demo],
      ),
    ).toBe(1);
    // Live detections (after start) were re-keyed by ingest: 32 hex characters, not the simulator's 12.
    const { rows: live } = await t.db.query<{ n: number; fp: string }>(
      `SELECT count(*)::int AS n, min(fingerprint) AS fp FROM detections WHERE create_time >= to_timestamp($1)`,
      [start],
    );
    expect(live[0].n).toBeGreaterThan(0);
    expect(live[0].fp).toMatch(/^[0-9a-f]{32}$/);

    // Radar: every lane of every radar for the interval that closed last; health from the heartbeats.
    expect(
      await count(`SELECT count(DISTINCT (device_id, lane))::int AS n FROM radar_data WHERE timestamp = to_timestamp($1)`, [
        Math.floor(start / INTERVAL_S) * INTERVAL_S - INTERVAL_S,
      ]),
    ).toBeGreaterThanOrEqual(5 * 4);
    const { rows: health } = await t.db.query<{ missing: number; stale: number }>(
      `SELECT count(*) FILTER (WHERE voltage IS NULL OR temperature IS NULL)::int AS missing,
              count(*) FILTER (WHERE last_seen IS NULL OR last_seen < to_timestamp($2 - 120))::int AS stale
         FROM devices WHERE company_id = $1 AND data_source_type = 0`,
      [demo, start],
    );
    expect(health[0].missing).toBe(0);
    expect(health[0].stale).toBeLessThan(10);

    // History was processed: current values with a typical travel time of the same slot a week ago, free flow measured.
    const op = await t.as('operator');
    const res = await op.inject({ method: 'GET', url: '/api/map/links/?page_size=100' });
    const links = res.json().results as Array<{
      current: { travel_time_s: number | null; typical_s: number | null; free_flow_s: number | null };
    }>;
    expect(links.filter((l) => l.current.typical_s !== null).length).toBeGreaterThan(10);
    expect(links.every((l) => l.current.free_flow_s !== null)).toBe(true);
  }, 240_000);
});
