import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoadAnalytics } from '@roadlens/contract/road-analytics';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { RA_DAYS } from '../../seed/road-analytics.ts';

const URL = '/api/road_analytics/corridor/';
let t: TestApp;
let other: Client;
let ra: Client;

const get = async (c: Client, days = 7) => {
  const res = await c.inject({ method: 'GET', url: `${URL}?days=${days}` });
  expect(res.statusCode).toBe(200);
  return RoadAnalytics.parse(res.json());
};

/** Yesterday 10:00 UTC (noon in Berlin): two intervals on the same local day, well inside 7 days. */
const yesterday = () => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - 1, 10, 0) / 1000;
};

beforeAll(async () => {
  t = await createTestApp();
  other = await t.as('other');
  ra = await t.as('roadanalytics');
  // Other City: one 1 km link with a 60 s free flow; one congested (120 s) and one free (60 s) interval,
  // ten vehicles each, plus one interval 10 days ago (only in the 30-day view).
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO links (company_id, name, provider_segment, length_m, free_flow_s) VALUES ($1, 'Test segment', 'PS-T-1', 1000, 60) RETURNING id`,
    [t.ids.companies.other],
  );
  const at = yesterday();
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh)
     SELECT $1, 0, to_timestamp(s), 10, 10, m, 3600 / m FROM unnest($2::int8[], $3::float8[]) AS x(s, m)`,
    [rows[0].id, [at, at + 300, at - 10 * 86_400], [120, 60, 90]],
  );
});
afterAll(() => t.close());

describe('GET /api/road_analytics/corridor/', () => {
  it('computes speed, free flow, congestion index and delay from the intervals', async () => {
    const r = await get(other);
    expect(r.days).toBe(7);
    expect(r.time_zone).toBe('Europe/Berlin');
    // Whole local days: the period starts at midnight in the company's zone.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hour12: false }).format(
      new Date(r.from),
    );
    expect(local).toBe('00:00');
    expect(Date.parse(r.to) - Date.parse(r.from)).toBeGreaterThan(6 * 86_400_000);
    expect(Date.parse(r.to) - Date.parse(r.from)).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
    expect(r.segments).toHaveLength(1);
    const s = r.segments[0];
    expect(s).toMatchObject({ name: 'Test segment', provider_segment: 'PS-T-1', intervals: 2, days_with_data: 1, free_flow_s: 60 });
    expect(s.avg_travel_time_s).toBeCloseTo(90);
    expect(s.avg_speed_kmh).toBeCloseTo(40);
    expect(s.free_flow_speed_kmh).toBeCloseTo(60);
    expect(s.congestion_index).toBeCloseTo(1.5);
    expect(s.avg_delay_s).toBeCloseTo(30);
    // 60 s over free flow × 10 vehicles = 600 vehicle-seconds on one day.
    expect(s.delay_veh_h_per_day).toBeCloseTo(600 / 3600);
    expect(r.daily).toHaveLength(1);
    expect(r.daily[0].avg_speed_kmh).toBeCloseTo(40);
    expect(r.daily[0].congestion_index).toBeCloseTo(1.5);
    expect(r.daily[0].delay_veh_h).toBeCloseTo(600 / 3600);
  });

  it('widens to 30 days: the older interval counts, and delay stays per day with data', async () => {
    const r = await get(other, 30);
    const s = r.segments[0];
    expect(s.intervals).toBe(3);
    expect(s.days_with_data).toBe(2);
    expect(s.avg_travel_time_s).toBeCloseTo(90);
    expect(s.delay_veh_h_per_day).toBeCloseTo((600 + 300) / 3600 / 2);
    expect(r.daily.map((d) => d.date)).toEqual([...r.daily.map((d) => d.date)].sort());
    expect(r.daily).toHaveLength(2);
  });

  it('gives the seeded road analytics company its 15 provider segments, ranked worst first, with a day per seeded day', async () => {
    const r = await get(ra, 30);
    expect(r.segments).toHaveLength(15);
    expect(r.segments.every((s) => s.provider_segment?.startsWith('PS-'))).toBe(true);
    // The seed covers 14 days up to now: 14 or 15 local days depending on the hour.
    expect(r.daily.length).toBeGreaterThanOrEqual(RA_DAYS);
    expect(r.daily.length).toBeLessThanOrEqual(RA_DAYS + 1);
    const ci = r.segments.map((s) => s.congestion_index!);
    expect(ci).toEqual([...ci].sort((a, b) => b - a));
    for (const s of r.segments) {
      expect(s.congestion_index!).toBeGreaterThan(1);
      expect(s.avg_speed_kmh!).toBeLessThan(s.free_flow_speed_kmh!);
      expect(s.delay_veh_h_per_day!).toBeGreaterThan(0);
    }
    // Weekdays have peaks, weekends barely: the worst day is slower than the best.
    const speeds = r.daily.map((d) => d.avg_speed_kmh!);
    expect(Math.max(...speeds) - Math.min(...speeds)).toBeGreaterThan(1);
  });

  it('shows a company only its own links', async () => {
    const r = await get(ra);
    // Seven local days, today included, all within the seeded fortnight. The seed stops at the last
    // complete 5-minute interval, so in the first minutes after local midnight today has no data yet.
    const { rows } = await t.db.query<{ last: Date }>(
      `SELECT max(i.start) AS last FROM intervals i JOIN links l ON l.id = i.link_id WHERE l.company_id = $1`,
      [t.ids.companies.roadanalytics],
    );
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: r.time_zone }).format(d);
    const today = day(new Date(Date.parse(r.to) - 1));
    expect(r.daily).toHaveLength(day(new Date(rows[0].last)) === today ? 7 : 6);
    expect(r.segments.some((s) => s.name === 'Test segment')).toBe(false);
    const demo = await get(await t.as('operator'));
    expect(demo.segments.some((s) => s.provider_segment?.startsWith('PS-'))).toBe(false);
  });

  it('refuses another period naming `days`, and needs a session', async () => {
    const bad = await ra.inject({ method: 'GET', url: `${URL}?days=14` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['days']);
    expect((await t.anon({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
