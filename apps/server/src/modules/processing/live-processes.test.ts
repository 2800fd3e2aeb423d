import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testEnv } from '../../env.ts';
import { openDb, type Db } from '../../db/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sha256 } from '../../lib/crypto.ts';
import { liveProcessor } from './live-processor.ts';

// Several server processes on one PostgreSQL, as app instances with their own connection pools in one
// test process: they share the live backlog, never step a link at once, and one killed mid-step loses
// nothing. PGlite is one process by construction, so this runs on PostgreSQL only.
const onPg = process.env.TEST_DB === 'pg';

let t: TestApp;
const KEY = 'procs-operator-key-0123456789';
/** The corridor S0 → S1 → S2 → S3: three links between neighbours. */
const sensors = ['P-S0', 'P-S1', 'P-S2', 'P-S3'];
let links: number[] = [];
let wedge: pg.Client;
const others: Array<{ app: FastifyInstance; db: Db; closed: boolean }> = [];

/** Another server on the same database: its own pool (named, so the test can cut its connections). */
async function another(name: string) {
  const url = new URL(t.url!);
  url.searchParams.set('application_name', name);
  const db = await openDb({ databaseUrl: url.toString(), dataDir: null });
  const app = await buildApp({ env: testEnv({ WEB_DIST: '/nonexistent' }), db });
  await app.ready();
  const o = { app, db, closed: false };
  others.push(o);
  return o;
}

const post = (app: FastifyInstance, records: unknown[], idem: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records },
    headers: { authorization: `Token ${KEY}`, 'idempotency-key': idem },
  });
const at = (serial: string, fingerprint: string, time: number) => ({ serial, fingerprint, create_time: time, rssi: -60 });
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
const backlogRows = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM live_backlog')).n;
const matchCounts = async (from: number, to: number) =>
  (
    await t.db.query<{ link_id: number; n: number }>(
      `SELECT link_id, count(*)::int AS n FROM matches WHERE mode = 0 AND link_id = ANY($1::int[])
        AND departure >= to_timestamp($2) AND departure < to_timestamp($3) GROUP BY link_id ORDER BY link_id`,
      [links, from, to],
    )
  ).rows.map((r) => r.n);

/** Holds a link's live lock from outside, as a process in the middle of stepping it would. */
const LIVE_LINK_LOCK = 0x4c495645;
const holdLink = (id: number) => wedge.query('SELECT pg_advisory_lock($1, $2)', [LIVE_LINK_LOCK, id]);
const releaseLink = (id: number) => wedge.query('SELECT pg_advisory_unlock($1, $2)', [LIVE_LINK_LOCK, id]);
/** A session of this database (advisory locks are per database; other tests' databases share the server) waiting for a link. */
const waiting = (l = 'pg_locks') =>
  `${l}.locktype = 'advisory' AND ${l}.classid = $1 AND NOT ${l}.granted AND ${l}.database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
/** Waits until `n` sessions wait for a live link lock (bounded: fails rather than hangs). */
async function waitersOnLinks(n: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { w } = await one<{ w: number }>(`SELECT count(*)::int AS w FROM pg_locks WHERE ${waiting()}`, [LIVE_LINK_LOCK]);
    if (w >= n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${n} steps ever waited for a link`);
}

/** Vehicles v passing S0..S3, 100 s a link, each detection posted by its sensor's minute. */
function corridorBatches(base: number, vehicles: number, prefix: string): Array<ReturnType<typeof at>[]> {
  const byKey = new Map<string, ReturnType<typeof at>[]>();
  for (let v = 0; v < vehicles; v++) {
    sensors.forEach((s, i) => {
      const time = base + v * 15 + i * 100;
      const key = `${s}@${Math.floor(time / 60)}`;
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key)!.push(at(s, `${prefix}-${v}`, time));
    });
  }
  return [...byKey.values()];
}

beforeAll(async () => {
  if (!onPg) return;
  t = await createTestApp();
  await t.db.query('INSERT INTO api_keys (user_id, key_hash, prefix, scopes) VALUES ($1, $2, $3, $4)', [
    t.ids.users.operator,
    sha256(KEY),
    'prcs',
    ['ingest', 'read'],
  ]);
  const demo = t.ids.companies.demo;
  const ids: number[] = [];
  for (const s of sensors) {
    ids.push(
      (await t.db.query<{ id: number }>('INSERT INTO devices (company_id, serial, name) VALUES ($1, $2, $2) RETURNING id', [demo, s]))
        .rows[0].id,
    );
  }
  links = [];
  for (let i = 0; i + 1 < ids.length; i++) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, max_travel_time_s)
       VALUES ($1, $2, $3, $4, 1000, 600) RETURNING id`,
      [demo, `P ${i}`, ids[i], ids[i + 1]],
    );
    links.push(rows[0].id);
  }
  wedge = new pg.Client({ connectionString: t.url });
  await wedge.connect();
});
afterAll(async () => {
  if (!onPg) return;
  await wedge.end();
  for (const o of others) if (!o.closed) await o.app.close().then(() => o.db.close());
  await t.close();
});

describe.skipIf(!onPg)('live processing across processes on one PostgreSQL', () => {
  it('two servers share the backlog: both step the same links, one after the other, and every vehicle is matched once', async () => {
    const b = await another('roadlens-b');
    const base = Date.parse('2026-05-04T08:00:00Z') / 1000;
    const batches = corridorBatches(base, 40, 'two');
    // While the first link is held, steps of both servers touching it queue on its lock.
    await holdLink(links[0]);
    let released = false;
    try {
      const posts = batches.map((records, i) => post(i % 2 ? b.app : t.app, records, `two-${i}`));
      await waitersOnLinks(2);
      const who = await t.db.query<{ app: string }>(
        `SELECT DISTINCT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE ${waiting('l')}`,
        [LIVE_LINK_LOCK],
      );
      // One waiter is the first server (the test's own pool), the other the second.
      expect(who.rows.map((r) => r.app)).toContain('roadlens-b');
      expect(who.rows.length).toBe(2);
      await releaseLink(links[0]);
      released = true;
      for (const res of await Promise.all(posts)) expect(res.statusCode).toBe(201);
    } finally {
      if (!released) await releaseLink(links[0]);
    }
    await Promise.all([liveProcessor(t.app).idle(), liveProcessor(b.app).idle()]);

    expect(await backlogRows()).toBe(0);
    expect(await matchCounts(base, base + 3600)).toEqual([40, 40, 40]);
    // Each interval counts exactly the matches arriving in it: no step re-aggregated from another's half-written matches.
    const { rows } = await t.db.query<{ link_id: number; start: number; raw_count: number; n: number }>(
      `SELECT i.link_id, i.raw_count, (SELECT count(*)::int FROM matches m WHERE m.link_id = i.link_id AND m.mode = 0
              AND m.arrival >= i.start AND m.arrival < i.start + interval '5 minutes') AS n
         FROM intervals i WHERE i.mode = 0 AND i.link_id = ANY($1::int[]) AND i.start >= to_timestamp($2) AND i.start < to_timestamp($3)`,
      [links, base, base + 3600],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.raw_count).toBe(r.n);
    expect(rows.reduce((s, r) => s + r.raw_count, 0)).toBe(120);
  });

  it('a server killed in the middle of a step loses nothing: its claim runs out and another server redoes the batch, once', async () => {
    const b = await another('roadlens-b2');
    const c = await another('roadlens-c');
    const base = Date.parse('2026-05-05T08:00:00Z') / 1000;
    const records = [
      at('P-S0', 'kill-a', base),
      at('P-S1', 'kill-a', base + 100),
      at('P-S0', 'kill-b', base + 5),
      at('P-S1', 'kill-b', base + 110),
    ];

    await holdLink(links[0]);
    try {
      // C acknowledges the batch (its row committed with the detections), claims it and is stuck on the link's lock.
      expect((await post(c.app, records, 'kill-1')).statusCode).toBe(201);
      await waitersOnLinks(1);
      expect((await one<{ claimed: boolean }>('SELECT claimed_until > now() AS claimed FROM live_backlog')).claimed).toBe(true);
      // Killed: every connection of C is cut (its transaction rolls back) and C never reconnects.
      c.closed = true;
      // Cut again until the pool has closed: a connection C was still opening when the first cut ran
      // would otherwise wait on the held link for ever (a killed process opens nothing new).
      let closed = false;
      const ending = c.db.close().finally(() => (closed = true));
      while (!closed) {
        await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', ['roadlens-c']);
        await Promise.race([ending, new Promise((r) => setTimeout(r, 50))]);
      }
      await ending;
      await liveProcessor(c.app).idle();
      await c.app.close();
    } finally {
      await releaseLink(links[0]);
    }
    expect(await backlogRows()).toBe(1);
    expect(await matchCounts(base, base + 60)).toEqual([]);

    // While C's claim holds, B leaves the batch alone (C might only be slow).
    expect(await liveProcessor(b.app).recover()).toBe(0);
    await liveProcessor(b.app).idle();
    expect(await backlogRows()).toBe(1);

    // The lease runs out: B's next poll takes the batch.
    await t.db.query(`UPDATE live_backlog SET claimed_until = now() - interval '1 second'`);
    expect(await liveProcessor(b.app).recover()).toBe(1);
    await liveProcessor(b.app).idle();
    expect(await backlogRows()).toBe(0);
    expect(await matchCounts(base, base + 60)).toEqual([2]);
    const { rows } = await t.db.query<{ t: number }>(
      `SELECT travel_time_s AS t FROM matches WHERE link_id = $1 AND mode = 0 AND departure >= to_timestamp($2) AND departure < to_timestamp($3) ORDER BY departure`,
      [links[0], base, base + 60],
    );
    expect(rows.map((r) => r.t)).toEqual([100, 105]);
  });
});
