import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BottleneckRanking, CongestionScan } from '@roadlens/contract/road-analytics';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let other: Client;
let linkA: number;
let linkB: number;
let routeId: number;
let demoRoute: number;
let yesterday: string;

const TZ = 'Europe/Berlin';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.as('other');
  const ins = async (company: number, name: string) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, $2, 1000, 60) RETURNING id`,
        [company, name],
      )
    ).rows[0].id;
  linkA = await ins(t.ids.companies.other, 'Link A');
  linkB = await ins(t.ids.companies.other, 'Link B');
  // Intervals at local (Berlin) wall-clock times `days` days before today.
  const put = (link: number, days: number, hour: number, median: number, vehicles: number) =>
    t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh)
       VALUES ($1, 0, (date_trunc('day', now() AT TIME ZONE '${TZ}') - make_interval(days => $2::int) + make_interval(hours => $3::int)) AT TIME ZONE '${TZ}', $5::int, $5::int, $4::float8, 3600 / $4::float8)`,
      [link, days, hour, median, vehicles],
    );
  // Link A: congested (120 s over a 60 s free flow) at 08:00 on three days, free at noon, and one
  // incident at 14:00 yesterday (200 s). Link B: one congested interval (100 s) two days ago.
  for (const d of [1, 2, 3]) {
    await put(linkA, d, 8, 120, 10);
    await put(linkA, d, 12, 60, 10);
  }
  await put(linkA, 1, 14, 200, 10);
  await put(linkB, 2, 9, 100, 5);
  const r = await t.db.query<{ id: number }>(`INSERT INTO routes (company_id, name) VALUES ($1, 'B then A') RETURNING id`, [
    t.ids.companies.other,
  ]);
  routeId = r.rows[0].id;
  await t.db.query(`INSERT INTO route_links (route_id, position, link_id) VALUES ($1, 0, $2), ($1, 1, $3)`, [routeId, linkB, linkA]);
  demoRoute = (
    await t.db.query<{ id: number }>(`INSERT INTO routes (company_id, name) VALUES ($1, 'Demo route') RETURNING id`, [t.ids.companies.demo])
  ).rows[0].id;
  yesterday = (await t.db.query<{ d: string }>(`SELECT to_char((now() AT TIME ZONE '${TZ}')::date - 1, 'YYYY-MM-DD') AS d`)).rows[0].d;
});
afterAll(() => t.close());

describe('GET /api/road_analytics/bottlenecks/', () => {
  it('ranks links by vehicle-hours of delay per day and tells recurring from incident congestion', async () => {
    const res = await other.inject({ method: 'GET', url: '/api/road_analytics/bottlenecks/?days=7' });
    expect(res.statusCode).toBe(200);
    const r = BottleneckRanking.parse(res.json());
    expect(r.bottlenecks.map((b) => b.name)).toEqual(['Link A', 'Link B']);
    const [a, b] = r.bottlenecks;
    // A: 3 × 60 s × 10 + 140 s × 10 = 3 200 vehicle-seconds over 3 days with data.
    expect(a.days_with_data).toBe(3);
    expect(a.samples).toBe(70);
    expect(a.delay_veh_h_per_day).toBeCloseTo(3200 / 3600 / 3);
    // Four congested 5-minute intervals over three days.
    expect(a.delay_hours_per_day).toBeCloseTo((4 * 5) / 60 / 3);
    expect(a.recurring_hours).toEqual([8]);
    expect(a.recurring_share).toBeCloseTo(0.75);
    expect(a.kind).toBe('recurring');
    expect(b.delay_veh_h_per_day).toBeCloseTo(200 / 3600);
    expect(b.delay_hours_per_day).toBeCloseTo(5 / 60);
    expect(b.recurring_hours).toEqual([]);
    expect(b.kind).toBe('incident');
  });

  it('shows a company only its own links, and names a bad period', async () => {
    const demo = BottleneckRanking.parse(
      (await (await t.as('operator')).inject({ method: 'GET', url: '/api/road_analytics/bottlenecks/?days=7' })).json(),
    );
    expect(demo.bottlenecks.some((b) => b.link_id === linkA || b.link_id === linkB)).toBe(false);
    const bad = await other.inject({ method: 'GET', url: '/api/road_analytics/bottlenecks/?days=3' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['days']);
  });
});

describe('GET /api/road_analytics/scan/', () => {
  it("lays the route's links in driving order against the day's bins, with gaps where there is no data", async () => {
    const res = await other.inject({ method: 'GET', url: `/api/road_analytics/scan/?route_id=${routeId}&date=${yesterday}&bin=60` });
    expect(res.statusCode).toBe(200);
    const s = CongestionScan.parse(res.json());
    expect(s.route.name).toBe('B then A');
    expect(s.links.map((l) => l.link_id)).toEqual([linkB, linkA]);
    expect(s.bin_minutes).toBe(60);
    expect(s.bins).toBeGreaterThanOrEqual(23);
    // Yesterday only link A has data: 08:00, 12:00 and 14:00.
    expect(s.cells.map((c) => [c.link, c.bin])).toEqual([
      [1, 8],
      [1, 12],
      [1, 14],
    ]);
    const [peak, noon, incident] = s.cells;
    expect(peak.travel_time_s).toBeCloseTo(120);
    expect(peak.speed_kmh).toBeCloseTo(30);
    expect(peak.delay_s).toBeCloseTo(60);
    expect(peak.samples).toBe(10);
    expect(noon.delay_s).toBeCloseTo(0);
    expect(incident.delay_s).toBeCloseTo(140);
    const fine = CongestionScan.parse(
      (await other.inject({ method: 'GET', url: `/api/road_analytics/scan/?route_id=${routeId}&date=${yesterday}` })).json(),
    );
    expect(fine.bin_minutes).toBe(15);
    expect(fine.cells.map((c) => c.bin)).toEqual([32, 48, 56]);
  });

  it("answers 404 for another company's route and 400 naming the field for bad input", async () => {
    expect(
      (await other.inject({ method: 'GET', url: `/api/road_analytics/scan/?route_id=${demoRoute}&date=${yesterday}` })).statusCode,
    ).toBe(404);
    for (const [qs, field] of [
      [`route_id=${routeId}&date=2026-02-30`, 'date'],
      [`route_id=abc&date=${yesterday}`, 'route_id'],
      [`route_id=${routeId}&date=${yesterday}&bin=7`, 'bin'],
      [`date=${yesterday}`, 'route_id'],
    ]) {
      const res = await other.inject({ method: 'GET', url: `/api/road_analytics/scan/?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(Object.keys(res.json()), qs).toEqual([field]);
    }
    expect((await t.anon({ method: 'GET', url: `/api/road_analytics/scan/?route_id=${routeId}&date=${yesterday}` })).statusCode).toBe(401);
  });
});
