import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

// The "other" company starts with no links or routes, so its lists hold exactly what is made here.
let t: TestApp;
let other: Client;
let op: Client;
const link: Record<string, number> = {};

const names = (res: { json: () => { results: Array<{ name: string }> } }) => res.json().results.map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  other = await t.as('other');
  op = await t.as('operator');
  const dev = async (s: string) => (await other.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  const [a, b] = [await dev('ORD-A'), await dev('ORD-B')];
  // name → length: the name order differs from the length order on purpose.
  for (const [name, len] of [
    ['Bravo', 300],
    ['Alpha', 900],
    ['Charlie', 100],
  ] as const) {
    const res = await other.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name, origin_device_id: a, destination_device_id: b, length_m: len },
    });
    link[name] = res.json().id;
  }
  const now = Math.floor(Date.now() / 1000 / 300) * 300;
  // Current travel times: Charlie 50 s, Alpha 200 s, Bravo none; samples a tenth of that.
  for (const [name, median] of [
    ['Charlie', 50],
    ['Alpha', 200],
  ] as const) {
    await t.db.query(
      'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, 0, to_timestamp($2), $4, $4, $3::float8, 10)',
      [link[name], now, median, median / 10],
    );
  }
  for (const [name, ids] of [
    ['Route two', [link.Alpha]],
    ['Route one', [link.Bravo, link.Charlie, link.Alpha]],
    ['Quay ring', [link.Charlie, link.Bravo]],
  ] as const) {
    expect((await other.inject({ method: 'POST', url: '/api/map/routes/', payload: { name, link_ids: ids } })).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

describe('GET /api/map/links/ ordering', () => {
  it('orders by name by default, and by any whitelisted column either way', async () => {
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/' }))).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?ordering=-name' }))).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?ordering=length_m' }))).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?ordering=-length_m' }))).toEqual(['Alpha', 'Bravo', 'Charlie']);
    // A link without a current value sorts last in both directions.
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?ordering=travel_time' }))).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
    ]);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?ordering=-travel_time' }))).toEqual([
      'Alpha',
      'Charlie',
      'Bravo',
    ]);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?ordering=-samples' }))).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });

  it('sorts before paging, combined with search', async () => {
    const p2 = await other.inject({ method: 'GET', url: '/api/map/links/?ordering=-length_m&page_size=2&page=2' });
    expect(p2.json()).toMatchObject({ count: 3 });
    expect(names(p2)).toEqual(['Charlie']);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?search=A&ordering=-name' }))).toEqual([
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/links/?search=ra&ordering=name' }))).toEqual(['Bravo']);
  });

  it('refuses an unknown sort key naming ordering, and stays company-scoped', async () => {
    for (const bad of ['origin_device_id', 'name;DROP TABLE links', '--name']) {
      const res = await other.inject({ method: 'GET', url: `/api/map/links/?ordering=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['ordering']);
    }
    expect((await op.inject({ method: 'GET', url: '/api/map/links/?search=Charlie' })).json().count).toBe(0);
  });
});

describe('GET /api/map/routes/ search and ordering', () => {
  it('orders by name by default and by length or link count', async () => {
    expect(names(await other.inject({ method: 'GET', url: '/api/map/routes/' }))).toEqual(['Quay ring', 'Route one', 'Route two']);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/routes/?ordering=-name' }))).toEqual([
      'Route two',
      'Route one',
      'Quay ring',
    ]);
    // Lengths: Quay ring 400, Route two 900, Route one 1300.
    expect(names(await other.inject({ method: 'GET', url: '/api/map/routes/?ordering=length_m' }))).toEqual([
      'Quay ring',
      'Route two',
      'Route one',
    ]);
    expect(names(await other.inject({ method: 'GET', url: '/api/map/routes/?ordering=-links' }))).toEqual([
      'Route one',
      'Quay ring',
      'Route two',
    ]);
    const p2 = await other.inject({ method: 'GET', url: '/api/map/routes/?ordering=-length_m&page_size=2&page=2' });
    expect(names(p2)).toEqual(['Quay ring']);
  });

  it('searches by name, case-insensitively, within the company', async () => {
    const res = await other.inject({ method: 'GET', url: '/api/map/routes/?search=ROUTE&ordering=-name' });
    expect(res.json().count).toBe(2);
    expect(names(res)).toEqual(['Route two', 'Route one']);
    expect((await other.inject({ method: 'GET', url: '/api/map/routes/?search=nothing' })).json()).toMatchObject({ count: 0, results: [] });
    expect((await op.inject({ method: 'GET', url: '/api/map/routes/?search=Quay%20ring' })).json().count).toBe(0);
  });

  it('refuses an unknown sort key naming ordering', async () => {
    const res = await other.inject({ method: 'GET', url: '/api/map/routes/?ordering=company_id' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['ordering']);
  });
});
