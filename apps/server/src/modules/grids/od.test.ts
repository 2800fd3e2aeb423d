import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { localToday } from './od.ts';
import { readGrids } from './grid-routes.ts';
import { refreshGrid } from './kept-trips.ts';

let t: TestApp;
let op: Client;
let admin: Client;
let gridId: number;
const zone: Record<string, number> = {};
const dev: Record<string, number> = {};
let seq = 0;

/** Two days ago in Istanbul (UTC+3 all year), so every sighting is in the past and the default week covers it. */
const DAY = new Date(Date.parse(`${localToday('Europe/Istanbul')}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => Date.parse(`${DAY}T${hhmm}:00+03:00`) / 1000;
const NOW = Math.floor(Date.now() / 1000);
// Zone B's outline, far from the seeded city's sensors.
const B_OUTLINE = [
  [29.4, 41.4],
  [29.6, 41.4],
  [29.6, 41.6],
  [29.4, 41.6],
  [29.4, 41.4],
];

const ingest = async (records: Array<{ serial: string; fingerprint: string; create_time: number }>) => {
  const res = await op.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records },
    headers: { 'idempotency-key': `od-${++seq}` },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const od = async (query = '') => {
  const res = await op.inject({ method: 'GET', url: `/api/grids/${gridId}/od/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const cell = (m: { cells: Array<{ origin: number; destination: number }> }, from: string, to: string) =>
  m.cells.find((c) => c.origin === zone[from] && c.destination === zone[to]);
const setMinTrips = async (n: number) =>
  expect((await admin.inject({ method: 'PATCH', url: '/api/platform/company/', payload: { od_min_trips: n } })).statusCode).toBe(200);

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  admin = await t.as('admin');
  const add = async (serial: string, lat: number | null = null, lng: number | null = null) => {
    const res = await op.inject({ method: 'POST', url: `/api/map/devices/?s=${serial}`, payload: lat === null ? {} : { lat, lng } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    dev[serial] = res.json().id;
  };
  await add('OD-A1');
  // A2 stands inside B's outline too, but zone A lists it first, so its sightings are A's.
  await add('OD-A2', 41.5, 29.45);
  await add('OD-B1', 41.5, 29.5);
  await add('OD-C1', 40.5, 28.5);
  const res = await op.inject({
    method: 'POST',
    url: '/api/grids/',
    payload: {
      name: 'OD test',
      zones: [
        { name: 'A', kind: 'sensors', device_ids: [dev['OD-A1'], dev['OD-A2']] },
        { name: 'B', kind: 'polygon', polygon: { type: 'Polygon', coordinates: [B_OUTLINE] } },
        { name: 'C', kind: 'sensors', device_ids: [dev['OD-C1']] },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  gridId = res.json().id;
  for (const z of res.json().zones) zone[z.name] = z.id;
  expect(res.json().zones[1].devices.map((d: { id: number }) => d.id)).toEqual([dev['OD-B1']]);

  const r = (serial: string, fingerprint: string, create_time: number) => ({ serial, fingerprint, create_time });
  // Six vehicles A→B in the morning: seen at A1, then A2 a minute later, then at B 9+i minutes after leaving A.
  const morning = [0, 1, 2, 3, 4, 5].flatMap((i) => [
    r('OD-A1', `car-${i}`, at('08:00') + i * 60),
    r('OD-A2', `car-${i}`, at('08:01') + i * 60),
    r('OD-B1', `car-${i}`, at('08:01') + i * 60 + (9 + i) * 60),
  ]);
  // Two vehicles A→C, five B→C in the evening, one B→A at night, and one A→B too slow to be a trip.
  const few = [0, 1].flatMap((i) => [r('OD-A1', `ac-${i}`, at('09:00')), r('OD-C1', `ac-${i}`, at('09:30'))]);
  const evening = [0, 1, 2, 3, 4].flatMap((i) => [r('OD-B1', `bc-${i}`, at('18:00')), r('OD-C1', `bc-${i}`, at('18:10') + i * 60)]);
  const night = [r('OD-B1', 'ba', at('20:00')), r('OD-A1', 'ba', at('20:30'))];
  const slow = [r('OD-A1', 'slow', at('10:00')), r('OD-B1', 'slow', at('12:30'))];
  await ingest([...morning, ...few, ...evening, ...night, ...slow]);
});
afterAll(() => t.close());

describe('origin/destination matrix', () => {
  it('counts trips between zones with their median time and shares over shown cells only', async () => {
    const m = await od(`?from=${DAY}&to=${DAY}`);
    expect(m).toMatchObject({
      period: { from: DAY, to: DAY, hours: '0-24', time_zone: 'Europe/Istanbul' },
      min_trips: 5,
      max_trip_minutes: 120,
    });
    expect(m.cells).toHaveLength(6);
    // Leaving A at A2 (08:01+i), reaching B 9..14 minutes later: median 11.5 minutes.
    expect(cell(m, 'A', 'B')).toEqual({ origin: zone.A, destination: zone.B, suppressed: false, trips: 6, median_s: 690, share: 1 });
    expect(cell(m, 'B', 'C')).toMatchObject({ suppressed: false, trips: 5, median_s: 720, share: 1 });
    for (const [o, d] of [
      ['A', 'C'],
      ['B', 'A'],
      ['C', 'A'],
      ['C', 'B'],
    ])
      expect(cell(m, o!, d!)).toMatchObject({ suppressed: true, trips: null, median_s: null, share: null });
    // A's two trips to C are not in its total, so the total minus the shown cells gives nothing away.
    const a = m.zones.find((z: { id: number }) => z.id === zone.A);
    expect(a).toMatchObject({ trips_out: 6, trips_in: 0, centroid: [29.45, 41.5] });
    expect(m.zones.find((z: { id: number }) => z.id === zone.B).centroid).toEqual([29.5, 41.5]);
    expect(m).toMatchObject({ total_trips: 11, suppressed_cells: 4 });
    expect(JSON.stringify(m)).not.toMatch(/car-|bc-|fingerprint/);
  });

  it("suppresses by the company's minimum, read from its settings", async () => {
    await setMinTrips(7);
    const high = await od(`?from=${DAY}&to=${DAY}`);
    expect(high).toMatchObject({ min_trips: 7, total_trips: 0, suppressed_cells: 6 });
    expect(high.zones.every((z: { trips_out: number; trips_in: number }) => z.trips_out === 0 && z.trips_in === 0)).toBe(true);
    await setMinTrips(2);
    const low = await od(`?from=${DAY}&to=${DAY}`);
    expect(cell(low, 'A', 'C')).toMatchObject({ suppressed: false, trips: 2, median_s: 1800, share: 0.25 });
    expect(cell(low, 'A', 'B')).toMatchObject({ trips: 6, share: 0.75 });
    expect(cell(low, 'B', 'A')).toMatchObject({ suppressed: true });
    await setMinTrips(5);
  });

  it('filters by the hours of the day in the company time zone, wrapping midnight', async () => {
    const morning = await od(`?from=${DAY}&to=${DAY}&hours=7-10`);
    expect(morning.total_trips).toBe(6);
    expect(cell(morning, 'B', 'C')!).toMatchObject({ suppressed: true });
    const evening = await od(`?from=${DAY}&to=${DAY}&hours=17-19`);
    expect(cell(evening, 'B', 'C')).toMatchObject({ trips: 5 });
    expect(cell(evening, 'A', 'B')).toMatchObject({ suppressed: true });
    await setMinTrips(2);
    const wrapped = await od(`?from=${DAY}&to=${DAY}&hours=17-9`);
    expect(cell(wrapped, 'A', 'B')).toMatchObject({ trips: 6 });
    expect(cell(wrapped, 'B', 'C')).toMatchObject({ trips: 5 });
    expect(cell(wrapped, 'A', 'C')).toMatchObject({ suppressed: true });
    await setMinTrips(5);
  });

  it('covers the last week by default, nothing outside the dates, and honours the longest trip', async () => {
    expect((await od()).total_trips).toBe(11);
    const next = new Date(Date.parse(`${DAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await od(`?from=${next}`)).toMatchObject({ total_trips: 0, period: { from: next } });
    await setMinTrips(2);
    // With three hours allowed, the slow vehicle's 150-minute A→B counts too.
    expect(cell(await od(`?from=${DAY}&to=${DAY}&max_trip_minutes=180`), 'A', 'B')).toMatchObject({ trips: 7 });
    expect(cell(await od(`?from=${DAY}&to=${DAY}&max_trip_minutes=20`), 'A', 'C')).toMatchObject({ suppressed: true });
    await setMinTrips(5);
  });

  it('answers the same once the background loop has kept the trips ahead of time', async () => {
    const queries = [`?from=${DAY}&to=${DAY}`, `?from=${DAY}&to=${DAY}&hours=17-9`, `?from=${DAY}&to=${DAY}&max_trip_minutes=180`, ''];
    const before = await Promise.all(queries.map((q) => od(q)));
    const [grid] = await readGrids(t.db, t.ids.companies.demo, gridId);
    for (let i = 0; i < 20 && (await refreshGrid(t.db, grid!)).more; i++);
    const kept = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM od_trips WHERE grid_id = $1', [gridId]);
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
    for (const [i, q] of queries.entries()) expect(await od(q), q).toEqual(before[i]);
  });

  it('answers bad periods with a 400 naming the field', async () => {
    const fieldOf = async (query: string) => {
      const res = await op.inject({ method: 'GET', url: `/api/grids/${gridId}/od/${query}` });
      expect(res.statusCode, query).toBe(400);
      return Object.keys(res.json());
    };
    expect(await fieldOf('?from=2026-03-02&to=2026-03-01')).toEqual(['to']);
    expect(await fieldOf('?from=2024-01-01&to=2025-06-01')).toEqual(['to']);
    expect(await fieldOf('?from=2026-02-30')).toEqual(['from']);
    expect(await fieldOf('?hours=25-3')).toEqual(['hours']);
    expect(await fieldOf('?hours=7-7')).toEqual(['hours']);
    expect(await fieldOf('?max_trip_minutes=0')).toEqual(['max_trip_minutes']);
    const summary = await op.inject({ method: 'GET', url: `/api/grids/${gridId}/summary/?hours=x` });
    expect(Object.keys(summary.json())).toEqual(['hours']);
  });
});

describe('zone summaries', () => {
  it("counts each zone's sensors by status and summarises the links inside it", async () => {
    // A1 heard just now, A2 twenty minutes ago: online and silent; B1 and C1 last heard two days ago.
    await ingest([
      { serial: 'OD-A1', fingerprint: 'now', create_time: NOW - 10 },
      { serial: 'OD-A2', fingerprint: 'now', create_time: NOW - 1200 },
    ]);
    const link = async (name: string, o: string, d: string) =>
      (
        await op.inject({
          method: 'POST',
          url: '/api/map/links/',
          payload: { name, origin_device_id: dev[o], destination_device_id: dev[d], length_m: 1000, free_flow_s: 100 },
        })
      ).json().id as number;
    const inside = await link('Inside A', 'OD-A1', 'OD-A2');
    const across = await link('A to B', 'OD-A1', 'OD-B1');
    for (const [l, tt, hhmm] of [
      [inside, 100, '08:00'],
      [inside, 200, '08:05'],
      [inside, 400, '08:10'],
      [inside, 900, '23:00'],
      [across, 50, '08:00'],
    ] as const)
      await t.db.query(
        `INSERT INTO matches (link_id, mode, fingerprint, departure, arrival, travel_time_s, accepted) VALUES ($1, 0, $2, to_timestamp($3), to_timestamp($3 + $4), $4, true)`,
        [l, `m-${l}-${hhmm}`, at(hhmm), tt],
      );
    const res = await op.inject({ method: 'GET', url: `/api/grids/${gridId}/summary/?from=${DAY}&to=${DAY}&hours=6-12` });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    const byName = Object.fromEntries(s.zones.map((z: { name: string }) => [z.name, z]));
    expect(byName.A.health).toEqual({ online: 1, silent: 1, offline: 0, total: 2 });
    expect(byName.B.health).toEqual({ online: 0, silent: 0, offline: 1, total: 1 });
    expect(byName.A.links).toEqual([{ id: inside, name: 'Inside A', trips: 3, median_s: 200, free_flow_s: 100 }]);
    expect(byName.A.travel_time).toEqual({ trips: 3, median_index: 2 });
    expect(byName.B.links).toEqual([]);
    expect(byName.B.travel_time).toEqual({ trips: 0, median_index: null });
  });
});
