import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BottleneckRanking, RoadAnalytics } from '@roadlens/contract/road-analytics';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { liveProcessor } from './live-processor.ts';
import { startOtherCityFeed, startOtherCitySimulator } from './other-city-feed.ts';

let t: TestApp;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Other City's simulated network", () => {
  it('does nothing with SIMULATOR=off', async () => {
    const stop = await startOtherCitySimulator(t.app, { freshSeed: true });
    await stop();
    expect(await count('SELECT count(*)::int AS n FROM devices WHERE company_id = $1', [t.ids.companies.other])).toBe(0);
  });

  it("configures Berlin's sensors once and feeds them through ingest: the company's screens show real figures, no one else's do", async () => {
    const other = t.ids.companies.other;
    const stop = await startOtherCityFeed(t.app, { freshSeed: true, backfillS: 3 * 3600, tickMs: 500, vehiclesPerHourPeak: 12_000 });
    await stop.backfilled;
    await stop();
    await liveProcessor(t.app).idle();
    // A second start finds the network configured and sends no history again.
    const again = await startOtherCityFeed(t.app, { freshSeed: false, tickMs: 60_000 });
    await again();
    await liveProcessor(t.app).idle();

    expect(await count('SELECT count(*)::int AS n FROM devices WHERE company_id = $1', [other])).toBe(11);
    expect(
      await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE company_id = $1 AND key LIKE 'other-city-det-%'`, [other]),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM api_keys k JOIN users u ON u.id = k.user_id WHERE u.username = 'other-simulator' AND u.company_id = $1`,
        [other],
      ),
    ).toBe(1);

    const otto = await t.as('other');
    const devices = (await otto.inject({ method: 'GET', url: '/api/map/devices/?page_size=100' })).json() as {
      results: Array<{ serial: string }>;
    };
    expect(devices.results.map((d) => d.serial)).toContain('BER-KMA-01');
    const links = (await otto.inject({ method: 'GET', url: '/api/map/links/?page_size=100' })).json() as {
      results: Array<{ id: number; current?: { count: number } }>;
    };
    expect(links.results).toHaveLength(16);
    // The map colours links by their latest interval: the live ticks gave some of them one.
    expect(links.results.some((l) => (l.current?.count ?? 0) > 0)).toBe(true);
    expect((await otto.inject({ method: 'GET', url: '/api/map/routes/' })).json()).toMatchObject({ count: 6 });
    const stats = RoadAnalytics.parse((await otto.inject({ method: 'GET', url: '/api/road_analytics/corridor/?days=7' })).json());
    expect(stats.segments.length).toBeGreaterThan(0);
    for (const s of stats.segments) {
      expect(s.intervals).toBeGreaterThan(0);
      expect(s.avg_speed_kmh).toBeGreaterThanOrEqual(3);
      expect(s.avg_speed_kmh).toBeLessThan(80);
    }
    expect(stats.daily.length).toBeGreaterThan(0);
    expect(
      BottleneckRanking.parse((await otto.inject({ method: 'GET', url: '/api/road_analytics/bottlenecks/?days=7' })).json()).bottlenecks
        .length,
    ).toBeGreaterThan(0);

    // Demo City sees none of it: not in its stats, and another company's link answers 404.
    const operator = await t.as('operator');
    const demo = RoadAnalytics.parse((await operator.inject({ method: 'GET', url: '/api/road_analytics/corridor/?days=7' })).json());
    const ours = new Set(links.results.map((l) => l.id));
    expect(demo.segments.filter((s) => ours.has(s.link_id))).toEqual([]);
    expect((await operator.inject({ method: 'GET', url: `/api/map/links/${links.results[0].id}/` })).statusCode).toBe(404);
    const demoDevices = (await operator.inject({ method: 'GET', url: '/api/map/devices/?page_size=1000' })).json() as {
      results: Array<{ serial: string }>;
    };
    expect(demoDevices.results.filter((d) => d.serial.startsWith('BER-'))).toEqual([]);
  }, 300_000);
});
