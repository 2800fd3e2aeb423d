import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';

let t: TestApp;
let op: Client;
let other: Client;
let ids: number[];

const get = (c: Client, q: string) => c.inject({ method: 'GET', url: `/api/map/links/sparklines/${q}` });

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  // Three of the seeded links get live intervals: A slow, B fast, C with only an old interval.
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT l.id FROM links l JOIN companies c ON c.id = l.company_id WHERE c.name = 'Demo City' ORDER BY l.name, l.id LIMIT 3`,
  );
  ids = rows.map((r) => r.id);
  const slot = Math.floor(Date.now() / 1000 / 300) * 300;
  const add = (link: number, ago: number, median: number, speed: number) =>
    t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, 0, to_timestamp($2), 5, 4, $3, $4)`,
      [link, slot - ago, median, speed],
    );
  for (let k = 0; k < 6; k++) await add(ids[0], k * 300, 400 + k, 20);
  await add(ids[1], 0, 60, 90);
  await add(ids[2], 8 * 3600, 100, 50);
});
afterAll(() => t.close());

describe('GET /api/map/links/sparklines/', () => {
  it('pages by 10 ordered by name, with the recent 5-minute trend in time order', async () => {
    const res = await get(op, '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThan(10);
    expect(body.results).toHaveLength(10);
    const names = body.results.map((r: { name: string }) => r.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const a = body.results.find((r: { id: number }) => r.id === ids[0]);
    expect(a.trend).toHaveLength(6);
    expect(a.trend.map((p: { t: number }) => p.t)).toEqual([...a.trend.map((p: { t: number }) => p.t)].sort((x, y) => x - y));
    expect(a).toMatchObject({ travel_time_s: 400, speed_kmh: 20, count: 4 });
    // Each trend point carries its samples, so the list can grey the ones that rest on too few.
    expect(a.trend.every((p: { count: number }) => p.count === 4)).toBe(true);
    expect(a.delay_s).toBeGreaterThan(0);
    // An interval older than the window is neither current nor part of the trend.
    const c = body.results.find((r: { id: number }) => r.id === ids[2]);
    expect(c).toMatchObject({ travel_time_s: null, count: 0, delay_s: null, trend: [] });
    const wide = (await get(op, '?hours=12')).json().results.find((r: { id: number }) => r.id === ids[2]);
    expect(wide.trend).toHaveLength(1);
  });

  it('sorts on the server across all pages before paging', async () => {
    const slow = (await get(op, '?ordering=-travel_time&page_size=2')).json();
    expect(slow.results.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[1]]);
    const worst = (await get(op, '?ordering=-delay&page_size=1')).json();
    expect(worst.results[0].id).toBe(ids[0]);
    const fast = (await get(op, '?ordering=-speed&page_size=1')).json();
    expect(fast.results[0].id).toBe(ids[1]);
    const desc = (await get(op, '?ordering=-name&page_size=3')).json().results.map((r: { name: string }) => r.name);
    expect([...desc].sort().reverse()).toEqual(desc);
    const p1 = (await get(op, '?page=1')).json().results.map((r: { id: number }) => r.id);
    const p2 = (await get(op, '?page=2')).json();
    expect(p2.previous).toContain('page=1');
    expect(p2.results.map((r: { id: number }) => r.id).some((id: number) => p1.includes(id))).toBe(false);
  });

  it('searches by name; a page past the end is empty, not an error', async () => {
    const name = (await get(op, '')).json().results[0].name as string;
    const found = (await get(op, `?search=${encodeURIComponent(name)}`)).json();
    expect(found.results.map((r: { name: string }) => r.name)).toContain(name);
    const past = (await get(op, '?page=999')).json();
    expect(past.results).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
  });

  it('is scoped to the company and names bad parameters', async () => {
    expect((await get(other, '')).json().count).toBe(0);
    const bad = await get(op, '?ordering=colour');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('ordering');
    expect((await get(op, '?hours=99')).statusCode).toBe(400);
    expect((await t.anon({ method: 'GET', url: '/api/map/links/sparklines/' })).statusCode).toBe(401);
  });
});
