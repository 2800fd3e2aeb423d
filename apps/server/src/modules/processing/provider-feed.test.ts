import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoadAnalytics } from '@roadlens/contract/road-analytics';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { liveProcessor } from './live-processor.ts';
import { startProviderFeed, startProviderSimulator } from './provider-feed.ts';

let t: TestApp;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Here Analytics Co's provider feed", () => {
  it('does nothing with SIMULATOR=off', async () => {
    const stop = await startProviderSimulator(t.app, { freshSeed: true });
    await stop();
    expect(await count('SELECT count(*)::int AS n FROM links WHERE company_id = $1', [t.ids.companies.here])).toBe(0);
  });

  it("turns the provider's probe passes into segment speeds through ingest: Traffic Stats shows them to the company only", async () => {
    const here = t.ids.companies.here;
    const stop = await startProviderFeed(t.app, { freshSeed: true, backfillS: 3 * 3600, tickMs: 500, vehiclesPerHourPeak: 12_000 });
    await stop.backfilled;
    await stop();
    await liveProcessor(t.app).idle();

    expect(
      await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE company_id = $1 AND key LIKE 'provider-det-%'`, [here]),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(`SELECT count(*)::int AS n FROM links WHERE company_id = $1 AND provider_segment LIKE 'PS-LDN-%'`, [here])).toBe(18);

    const hana = await t.as('here');
    const stats = RoadAnalytics.parse((await hana.inject({ method: 'GET', url: '/api/road_analytics/corridor/?days=7' })).json());
    expect(stats.time_zone).toBe('Europe/London');
    expect(stats.segments.length).toBeGreaterThan(0);
    for (const s of stats.segments) {
      expect(s.provider_segment).toMatch(/^PS-LDN-[A-Z0-9]+-\d\d-\d\d$/);
      expect(s.intervals).toBeGreaterThan(0);
      expect(s.avg_speed_kmh).toBeGreaterThanOrEqual(3);
      expect(s.avg_speed_kmh).toBeLessThan(70);
    }
    expect(stats.daily.length).toBeGreaterThan(0);
    const links = (await hana.inject({ method: 'GET', url: '/api/map/links/?page_size=100' })).json() as {
      results: Array<{ id: number; provider_segment: string | null; current?: { count: number } }>;
    };
    expect(links.results).toHaveLength(18);
    expect(links.results.some((l) => (l.current?.count ?? 0) > 0)).toBe(true);

    // Another company sees none of it.
    const otto = await t.as('other');
    const theirs = RoadAnalytics.parse((await otto.inject({ method: 'GET', url: '/api/road_analytics/corridor/?days=7' })).json());
    expect(theirs.segments).toEqual([]);
    expect((await otto.inject({ method: 'GET', url: `/api/map/links/${links.results[0].id}/` })).statusCode).toBe(404);
    expect((await otto.inject({ method: 'GET', url: '/api/map/links/' })).json()).toMatchObject({ count: 0 });
  }, 300_000);
});
