import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type Client, type TestApp } from '../testing/test-app.ts';
import { twoProcesses, type TwoProcesses } from '../testing/two-processes.ts';

// The map's links and devices lists are kept serialised per company; every write of what they
// show (edits, live intervals, counts) must show in the next answer.
let t: TestApp;
let op: Client;
beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
});
afterAll(async () => {
  await t.close();
});

const LINKS = '/api/map/links/?page_size=1000';
const DEVICES = '/api/map/devices/?page_size=1000';
interface Named {
  id: number;
  name: string;
}
const get = async (c: Client, url: string) => {
  const res = await c.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
};
const results = async <T = Named>(c: Client, url: string): Promise<T[]> => (await get(c, url)).json().results;
const listQueries = (spy: { mock: { calls: unknown[][] } }, table: string) =>
  spy.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes(`FROM ${table}`)).length;

describe('cached lists', () => {
  it('answers a repeated request from memory, the same bytes and entity tag', async () => {
    // The clock held still: on a loaded machine the first answer could otherwise age past its bound.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const spy = vi.spyOn(t.db, 'query');
    try {
      const first = await get(op, LINKS);
      spy.mockClear();
      const again = await get(op, LINKS);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(listQueries(spy, 'links l')).toBe(0);
    } finally {
      spy.mockRestore();
      clock.mockRestore();
    }
  });

  it('shows a link edited through the API in the next answer', async () => {
    const [link] = await results(op, LINKS);
    await results(op, LINKS);
    expect(
      (await op.inject({ method: 'PATCH', url: `/api/map/links/${link.id}/`, payload: { name: 'Renamed for the cache test' } })).statusCode,
    ).toBe(200);
    expect((await results(op, LINKS)).find((l) => l.id === link.id)?.name).toBe('Renamed for the cache test');
  });

  it('shows a new live interval (what processing writes) in the next answer', async () => {
    const [link] = await results(op, LINKS);
    await results(op, LINKS);
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh)
       VALUES ($1, 0, date_trunc('minute', now()), 9, 9, 987.5, 12.5)
       ON CONFLICT (link_id, mode, start) DO UPDATE SET median_s = 987.5, accepted_count = 9`,
      [link.id],
    );
    const after = await results<Named & { current: { travel_time_s: number | null } }>(op, LINKS);
    expect(after.find((l) => l.id === link.id)?.current.travel_time_s).toBe(987.5);
  });

  it('shows device edits and task counts in the next answer, written by routes or on the database', async () => {
    const [device] = await results(op, DEVICES);
    await results(op, DEVICES);
    expect(
      (await op.inject({ method: 'PATCH', url: `/api/map/devices/${device.id}/`, payload: { name: 'Cache test sensor' } })).statusCode,
    ).toBe(200);
    expect((await results(op, DEVICES)).find((d) => d.id === device.id)?.name).toBe('Cache test sensor');

    await t.db.query(`INSERT INTO processing_tasks (task_id, company_id, device_id, params) VALUES ('cache-test', $1, $2, '{}'::jsonb)`, [
      t.ids.companies.demo,
      device.id,
    ]);
    const counted = await results<Named & { task_counts: { total: number } | null }>(op, DEVICES);
    expect(counted.find((d) => d.id === device.id)?.task_counts?.total).toBe(1);
  });

  it('answers 304 to the entity tag it gave, until the list changes', async () => {
    const first = await get(op, DEVICES);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const same = await op.inject({ method: 'GET', url: DEVICES, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const [device] = first.json().results as Named[];
    await t.db.query('UPDATE devices SET name = $2 WHERE id = $1', [device.id, 'Renamed on the database']);
    const changed = await op.inject({ method: 'GET', url: DEVICES, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("keeps each company's answer to itself and decides access before answering", async () => {
    await get(op, LINKS);
    const other = await t.as('other');
    const theirs = await results(other, LINKS);
    const ours = new Set((await results(op, LINKS)).map((l) => l.id));
    expect(theirs.some((l) => ours.has(l.id))).toBe(false);
    const norole = await t.as('norole');
    expect((await norole.inject({ method: 'GET', url: LINKS })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: LINKS })).statusCode).toBe(401);
  });

  it('runs the query once for requests that miss together', async () => {
    await t.db.query(`UPDATE devices SET name = name || '.' WHERE id = (SELECT min(id) FROM devices WHERE company_id = $1)`, [
      t.ids.companies.demo,
    ]);
    const spy = vi.spyOn(t.db, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(op, DEVICES)));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(spy.mock.calls.filter(([sql]) => sql.includes('count(*)::int AS n FROM devices'))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('computes the answer again once it is older than what the clock alone may change', async () => {
    await get(op, DEVICES);
    const spy = vi.spyOn(t.db, 'query');
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 2000);
    try {
      await get(op, DEVICES);
      expect(listQueries(spy, 'devices WHERE')).toBeGreaterThan(0);
    } finally {
      clock.mockRestore();
      spy.mockRestore();
    }
  });
});

// Several server processes on one PostgreSQL: a write through one shows in the other's next answer
// once PostgreSQL has delivered the notice, the other's cache warm.
describe.runIf(process.env.TEST_DB === 'pg')('cached lists across processes', () => {
  let p: TwoProcesses;
  beforeAll(async () => {
    p = await twoProcesses();
  });
  afterAll(() => p.close());

  it('a link renamed through one process is renamed in the other', async () => {
    const headers = await p.signedIn('operator');
    const list = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: LINKS, headers })).json().results as Named[];
    const [link] = await list(p.b);
    await list(p.b);

    const before = p.dbB.changes!.stamp(['links']);
    const res = await p.a.inject({ method: 'PATCH', url: `/api/map/links/${link.id}/`, headers, payload: { name: 'Renamed elsewhere' } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(p.dbB.changes!.stamp(['links'])).not.toBe(before), { timeout: 5000 });
    expect((await list(p.b)).find((l) => l.id === link.id)?.name).toBe('Renamed elsewhere');
  });
});
