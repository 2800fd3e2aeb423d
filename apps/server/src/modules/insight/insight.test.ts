import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let other: Client;
let linkA: number;
let linkB: number;
let routeId: number;

// Monday 2 November 2026, 08:00 in Istanbul (UTC+3, the demo company's zone) = 05:00 UTC.
const MON_0800 = Date.UTC(2026, 10, 2, 5, 0) / 1000;
const WEEK = 7 * 86400;
const VALUES = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];

const interval = (link: number, start: number, median: number, raw = 8, accepted = 5) =>
  t.db.query(
    'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s) VALUES ($1, 0, to_timestamp($2), $4, $5, $3::float8, $3::float8, $3::float8)',
    [link, start, median, raw, accepted],
  );

const query = (over: Record<string, unknown> = {}) => ({
  items: [{ kind: 'link', id: linkA }],
  periods: [{ from: '2026-11-02', to: '2026-11-08' }],
  time_set: { days: [1], hours: [8] },
  ...over,
});
const analyse = (c: Client, body: unknown) => c.inject({ method: 'POST', url: '/api/insight/', payload: body as object });

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  const [a, b, c] = [await dev('IN-A'), await dev('IN-B'), await dev('IN-C')];
  const link = async (o: number, d: number, name: string) =>
    (
      await op.inject({
        method: 'POST',
        url: '/api/map/links/',
        payload: { name, origin_device_id: o, destination_device_id: d, length_m: 1000, free_flow_s: 50 },
      })
    ).json().id as number;
  linkA = await link(a, b, 'IN A');
  linkB = await link(b, c, 'IN B');
  routeId = (await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'IN route', link_ids: [linkA, linkB] } })).json()
    .id;
  // Monday 08:00–08:45: ten intervals, medians 100…190 s, 5 of 8 trips accepted each.
  for (const [i, v] of VALUES.entries()) await interval(linkA, MON_0800 + i * 300, v);
  // The second link has a value for all but the last of them.
  for (let i = 0; i < 9; i++) await interval(linkB, MON_0800 + i * 300, 50);
  // Outside the time set: Monday 14:00 and Tuesday 08:00.
  await interval(linkA, MON_0800 + 6 * 3600, 500);
  await interval(linkA, MON_0800 + 86400, 999);
  // The week before, Monday 08:00: the typical profile.
  await interval(linkA, MON_0800 - WEEK, 120);
  await interval(linkA, MON_0800 - WEEK + 300, 120);
  // The week after (the comparison period): twice as fast.
  for (const [i, v] of VALUES.entries()) await interval(linkA, MON_0800 + WEEK + i * 300, v / 2, 10, 10);
});
afterAll(() => t.close());

describe('insight metrics', () => {
  it('computes percentiles, means and reliability indices over the time set’s intervals', async () => {
    const res = await analyse(op, query());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.time_zone).toBe('Europe/Istanbul');
    const m = body.items[0].periods[0].metrics;
    expect(body.items[0].name).toBe('IN A');
    expect(m.intervals).toBe(10);
    expect(m.samples).toBe(50);
    expect(m.raw_samples).toBe(80);
    expect(m.rejected_share).toBeCloseTo(0.375, 10);
    expect(m.low_confidence).toBe(true);
    // percentile_cont over 100…190: position (n − 1)·p between neighbours.
    expect(m.travel_time_s.p5).toBeCloseTo(104.5, 9);
    expect(m.travel_time_s.p15).toBeCloseTo(113.5, 9);
    expect(m.travel_time_s.p50).toBeCloseTo(145, 9);
    expect(m.travel_time_s.p80).toBeCloseTo(172, 9);
    expect(m.travel_time_s.p85).toBeCloseTo(176.5, 9);
    expect(m.travel_time_s.p95).toBeCloseTo(185.5, 9);
    expect(m.travel_time_s.mean).toBeCloseTo(145, 9);
    expect(m.tti).toBeCloseTo(145 / 50, 9);
    expect(m.pti).toBeCloseTo(185.5 / 50, 9);
    expect(m.buffer_index).toBeCloseTo((185.5 - 145) / 145, 9);
    expect(m.lottr).toBeCloseTo(172 / 145, 9);
    // Harmonic mean speed: n / Σ(1/v) = 1 km / 145 s = 24.83 km/h; arithmetic: the plain mean of 3600/t.
    expect(m.speed_kmh.harmonic_mean).toBeCloseTo(3600 / 145, 9);
    expect(m.speed_kmh.mean).toBeCloseTo(VALUES.reduce((a, v) => a + 3600 / v, 0) / 10, 9);
    expect(m.speed_kmh.mean).toBeGreaterThan(m.speed_kmh.harmonic_mean);
    // 85th percentile speed sits between 3600/120 = 30 and 3600/110 km/h, 0.65 of the way.
    expect(m.speed_kmh.p85).toBeCloseTo(30 + 0.65 * (3600 / 110 - 30), 9);
    expect(m.speed_kmh.p50).toBeCloseTo(3600 / 150 + 0.5 * (3600 / 140 - 3600 / 150), 9);
  });

  it('takes the company’s AM peak as a time set, and the PM peak excludes the morning', async () => {
    const am = (await analyse(op, query({ time_set: { days: [1], hours: [], peaks: ['am'] } }))).json().items[0].periods[0].metrics;
    expect(am.intervals).toBe(10);
    expect(am.travel_time_s.p50).toBeCloseTo(145, 9);
    const pm = (await analyse(op, query({ time_set: { days: [1], peaks: ['pm'] } }))).json().items[0].periods[0].metrics;
    expect(pm.intervals).toBe(0);
    expect(pm.travel_time_s).toBeNull();
    expect(pm.tti).toBeNull();
  });

  it('sums a route only where every link has a value, and compares two periods side by side', async () => {
    const res = await analyse(
      op,
      query({
        items: [
          { kind: 'route', id: routeId },
          { kind: 'link', id: linkA },
        ],
        periods: [
          { from: '2026-11-02', to: '2026-11-08' },
          { from: '2026-11-09', to: '2026-11-15' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const [route, link] = res.json().items;
    expect(route.length_m).toBe(2000);
    const rm = route.periods[0].metrics;
    expect(rm.intervals).toBe(9);
    // Route travel times 150…230 (link A + 50): median 190.
    expect(rm.travel_time_s.p50).toBeCloseTo(190, 9);
    expect(rm.free_flow_s).toBe(100);
    expect(route.periods[1].metrics.intervals).toBe(0);
    const after = link.periods[1].metrics;
    expect(after.travel_time_s.p50).toBeCloseTo(72.5, 9);
    expect(after.rejected_share).toBe(0);
    expect(after.tti).toBeCloseTo(72.5 / 50, 9);
  });

  it('profiles each weekday hour beside the typical of the weeks before, leaving hours without data empty', async () => {
    const profile = (await analyse(op, query())).json().items[0].periods[0].profile;
    expect(profile).toHaveLength(24);
    const h = (hour: number) => profile.find((p: { hour: number }) => p.hour === hour);
    expect(h(8)).toMatchObject({ day: 1, travel_time_s: 145, samples: 50, low_confidence: false, typical_s: 120, typical_samples: 10 });
    // One interval is not an hour's profile: shown, but marked.
    expect(h(14)).toMatchObject({ travel_time_s: 500, samples: 5, low_confidence: true, typical_s: null });
    expect(h(3)).toMatchObject({ travel_time_s: null, samples: 0, typical_s: null });
  });
});

describe('insight input', () => {
  const fields = async (c: Client, body: unknown) => {
    const res = await analyse(c, body);
    return { status: res.statusCode, keys: Object.keys(res.json()) };
  };

  it('names the field of a bad request', async () => {
    expect(await fields(op, query({ periods: [{ from: '2025-01-01', to: '2026-02-01' }] }))).toEqual({
      status: 400,
      keys: ['periods.0.to'],
    });
    expect(await fields(op, query({ periods: [{ from: '2026-11-08', to: '2026-11-02' }] }))).toEqual({
      status: 400,
      keys: ['periods.0.to'],
    });
    expect(await fields(op, query({ items: [] }))).toEqual({ status: 400, keys: ['items'] });
    expect(await fields(op, query({ time_set: { days: [1], hours: [], peaks: [] } }))).toEqual({ status: 400, keys: ['time_set.hours'] });
    expect(await fields(op, query({ time_set: { days: [], hours: [8] } }))).toEqual({ status: 400, keys: ['time_set.days'] });
    expect(
      await fields(
        op,
        query({
          items: [
            { kind: 'link', id: linkA },
            { kind: 'route', id: 999999 },
          ],
        }),
      ),
    ).toEqual({ status: 400, keys: ['items.1.id'] });
    expect(await fields(op, query({ items: [{ kind: 'grid', id: 1 }] }))).toEqual({ status: 400, keys: ['items.0.kind'] });
  });

  it('answers 404 for another company’s link or route', async () => {
    expect((await analyse(other, query())).statusCode).toBe(404);
    expect((await analyse(other, query({ items: [{ kind: 'route', id: routeId }] }))).statusCode).toBe(404);
  });
});

describe('insight export', () => {
  it('writes the figures as CSV and XLSX', async () => {
    const csv = await op.inject({ method: 'POST', url: '/api/insight/export/?format=csv', payload: query() });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    expect(row[header.indexOf('tt_p50_s')]).toBe('145');
    expect(row[header.indexOf('name')]).toBe('IN A');

    const xlsx = await op.inject({ method: 'POST', url: '/api/insight/export/?format=xlsx', payload: query() });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Insight')!;
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.getRow(2).getCell(head.indexOf('tt_p95_s') + 1).value).toBeCloseTo(185.5, 9);
    expect(wb.getWorksheet('Profile')!.rowCount).toBe(25);
  });
});
