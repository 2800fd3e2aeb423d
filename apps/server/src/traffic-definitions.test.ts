import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Link, LinkSparkline } from '@roadlens/contract/links';
import type { DeviceHealthReport } from '@roadlens/contract/device-health';
import type { RoadAnalytics } from '@roadlens/contract/road-analytics';
import type { SystemStatus } from '@roadlens/contract/system-status';
import {
  confidence,
  currentInterval,
  delayVsFreeFlow,
  estimatedFreeFlow,
  FREE_FLOW_WINDOW_S,
  linkFreeFlow,
  sameLocalTimeWeeksBefore,
  sensorStatus,
  typicalSql,
  typicalTravelTime,
  unusualDelay,
  type IntervalFigures,
} from '@roadlens/traffic/definitions';
import { createTestApp, type Client, type TestApp } from './testing/test-app.ts';

// The traffic definitions are computed twice: by the pure functions (web, live events) and by SQL
// (lists, sorting, analytics, status counts). Both run here on the same rows; every figure the
// server answers must equal what the function gives.

const TZ = 'Europe/Berlin'; // company "other": a zone with DST, so "same local time" is not "7 × 24 h"
const SLOT = 300;

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
let op: Client;
let staff: Client;
let companyId: number;
const history = new Map<number, IntervalFigures[]>();
const own = new Map<number, number | null>();

async function link(name: string, freeFlowS: number | null): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    'INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, $2, 1000, $3) RETURNING id',
    [companyId, name, freeFlowS],
  );
  own.set(rows[0].id, freeFlowS);
  history.set(rows[0].id, []);
  return rows[0].id;
}

async function insertIntervals(linkId: number, rows: IntervalFigures[], mode = 0) {
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh)
     SELECT $1, $2, to_timestamp(s), a + 1, a, m, CASE WHEN m IS NULL THEN NULL ELSE 3600 / m END
       FROM unnest($3::float8[], $4::int[], $5::float8[]) AS x(s, a, m)`,
    [linkId, mode, rows.map((r) => r.start), rows.map((r) => r.acceptedCount), rows.map((r) => r.medianS)],
  );
  if (mode === 0) history.get(linkId)!.push(...rows);
}

/**
 * A link's live history: the last few intervals (the current one ends the list), 17 intervals around
 * the same local time in each of the previous five weeks, and one interval every two hours over 32
 * days. Medians, counts and gaps are random; nothing starts within ten minutes of the free-flow
 * window's edge, so the seconds between writing and reading cannot move a row across it.
 */
function generate(seed: number, nowS: number, withCurrent: boolean): IntervalFigures[] {
  const rnd = random(seed);
  const cur = Math.floor(nowS / SLOT) * SLOT - SLOT;
  const rows = new Map<number, IntervalFigures>();
  const add = (start: number) => {
    const accepted = Math.floor(rnd() * 9);
    rows.set(start, { start, acceptedCount: accepted, medianS: rnd() < 0.1 ? null : Math.round((55 + rnd() * 150) * 10) / 10 });
  };
  for (let w = 1; w <= 5; w++) for (let k = -8; k <= 8; k++) add(sameLocalTimeWeeksBefore(cur, w, TZ) + k * SLOT);
  for (let s = cur - 32 * 86400; s < cur - 7200; s += 7200) add(Math.floor((s + rnd() * 3600) / SLOT) * SLOT);
  if (withCurrent) for (let k = 3; k >= 0; k--) add(cur - k * SLOT);
  const edge = nowS - FREE_FLOW_WINDOW_S;
  return [...rows.values()].filter((r) => r.start < edge - 600 || r.start > edge + 600).sort((a, b) => a.start - b.start);
}

const close = (a: number | null | undefined, b: number | null) => (b === null ? expect(a ?? null).toBeNull() : expect(a).toBeCloseTo(b, 6));

let withOwn: number;
let estimated: number;
let stale: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('other');
  staff = await t.as('staff');
  companyId = t.ids.companies.other;
  const nowS = Date.now() / 1000;
  estimated = await link('Def estimated', null);
  withOwn = await link('Def own free flow', 95);
  stale = await link('Def stale', null);
  await insertIntervals(estimated, generate(1, nowS, true));
  await insertIntervals(withOwn, generate(2, nowS, true));
  await insertIntervals(stale, generate(3, nowS, false));
  // Experimental runs (mode 1) never count: fast rows that would move every figure if they did.
  await insertIntervals(
    estimated,
    generate(4, nowS, true).map((r) => ({ ...r, medianS: 1, acceptedCount: 9 })),
    1,
  );
});
afterAll(() => t.close());

/** What the pure functions give for a link at `nowS`. */
function expected(linkId: number, nowS: number) {
  const rows = history.get(linkId)!;
  const cur = currentInterval(rows, nowS);
  const tt = cur?.medianS ?? null;
  const typical = cur ? typicalTravelTime(rows, cur.start, TZ) : null;
  const ff = linkFreeFlow(own.get(linkId)!, estimatedFreeFlow(rows, nowS));
  return {
    cur,
    tt,
    typical,
    ff,
    delay: delayVsFreeFlow(tt, ff),
    unusual: unusualDelay(tt, typical),
    confidence: confidence(cur?.acceptedCount ?? 0),
  };
}

describe('traffic definitions: SQL and functions agree', () => {
  it('gives every link the current interval, typical, free flow, both delays and confidence of the functions', async () => {
    for (const id of [estimated, withOwn, stale]) {
      const res = await op.inject({ method: 'GET', url: `/api/map/links/${id}/` });
      const nowS = Date.now() / 1000;
      expect(res.statusCode).toBe(200);
      const c = res.json<Link>().current!;
      const e = expected(id, nowS);
      expect(c.interval_start === null ? null : Date.parse(c.interval_start) / 1000).toBe(e.cur?.start ?? null);
      close(c.travel_time_s, e.tt);
      close(c.typical_s, e.typical);
      close(c.free_flow_s, e.ff);
      close(c.delay_s, e.delay);
      close(c.unusual_delay_s, e.unusual);
      close(c.confidence, e.confidence);
    }
    // The data reaches every branch: a current value with a typical, the link's own free flow winning, an estimate, none current.
    const e = expected(estimated, Date.now() / 1000);
    expect(e.typical).not.toBeNull();
    expect(e.ff).not.toBeNull();
    expect(expected(withOwn, Date.now() / 1000).ff).toBe(95);
    expect(expected(stale, Date.now() / 1000).cur).toBeNull();
  });

  it('sorts the link list by the same delay and gives the dashboard list the same free flow and delay', async () => {
    const nowS = Date.now() / 1000;
    const ids = [estimated, withOwn, stale];
    const byDelay = [...ids].sort((a, b) => (expected(b, nowS).delay ?? -Infinity) - (expected(a, nowS).delay ?? -Infinity) || b - a);
    const list = (await op.inject({ method: 'GET', url: '/api/map/links/?search=Def%20&ordering=-delay' })).json<{ results: Link[] }>();
    expect(list.results.map((l) => l.id)).toEqual(byDelay);

    const spark = (await op.inject({ method: 'GET', url: '/api/map/links/sparklines/?search=Def%20' })).json<{
      results: LinkSparkline[];
    }>();
    expect(spark.results).toHaveLength(3);
    for (const s of spark.results) {
      const e = expected(s.id, Date.now() / 1000);
      close(s.free_flow_s, e.ff);
      close(s.delay_s, e.delay);
      close(s.travel_time_s, e.tt);
    }
  });

  it('averages the same delay vs free flow over a road-analytics period', async () => {
    const res = await op.inject({ method: 'GET', url: '/api/road_analytics/corridor/?days=30' });
    expect(res.statusCode).toBe(200);
    const body = res.json<RoadAnalytics>();
    const nowS = Date.now() / 1000;
    const [from, to] = [Date.parse(body.from) / 1000, Date.parse(body.to) / 1000];
    for (const id of [estimated, withOwn]) {
      const ff = expected(id, nowS).ff;
      const delays = history
        .get(id)!
        .filter((r) => r.start >= from && r.start < to && r.medianS !== null)
        .map((r) => delayVsFreeFlow(r.medianS, ff)!);
      const segment = body.segments.find((s) => s.link_id === id)!;
      close(segment.free_flow_s, ff);
      close(segment.avg_delay_s, delays.reduce((a, d) => a + d, 0) / delays.length);
    }
  });

  it('moves typical by local wall-clock weeks across DST changes, as sameLocalTimeWeeksBefore() does', async () => {
    const id = await link('DST check', null);
    const iso = (s: string) => Date.parse(s) / 1000;
    // Spring forward (31 March 2024), fall back (27 October 2024), and the skipped and repeated 02:30.
    const ats = [iso('2024-04-01T06:00:00Z'), iso('2024-04-07T00:30:00Z'), iso('2024-11-03T01:30:00Z'), iso('2024-11-04T07:00:00Z')];
    const rnd = random(5);
    const rows = new Map<number, IntervalFigures>();
    for (const at of ats)
      for (let w = 0; w <= 5; w++)
        for (let k = -16; k <= 16; k++) {
          const start = at - w * 7 * 86400 + k * SLOT;
          rows.set(start, { start, acceptedCount: 1 + Math.floor(rnd() * 5), medianS: Math.round((60 + rnd() * 200) * 10) / 10 });
        }
    await insertIntervals(id, [...rows.values()]);
    for (const at of ats) {
      const { rows: r } = await t.db.query<{ v: number | null }>(
        `SELECT ${typicalSql('$1::int', 'to_timestamp($2::float8)', '$3::text')} AS v`,
        [id, at, TZ],
      );
      const want = typicalTravelTime(history.get(id)!, at, TZ);
      expect(want).not.toBeNull();
      close(r[0].v, want);
      // A plain 7 × 24 h shift would read other intervals: the check can tell the two apart.
      const naive = typicalTravelTime(history.get(id)!, at, 'UTC');
      if (at !== ats[1] && at !== ats[2]) expect(naive).not.toBe(want);
    }
  });

  it('gives each sensor the status of sensorStatus() in every screen that counts them', async () => {
    const ages = [30, 600, 1200, 3600, 7000, 7400, 86400, null];
    for (const [i, age] of ages.entries())
      await t.db.query(
        `INSERT INTO devices (company_id, serial, name, last_seen)
         VALUES ($1, $2, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(secs => $3::int) END)`,
        [companyId, `DEF-${i}`, age],
      );
    const logs = (await op.inject({ method: 'GET', url: '/api/map/logs/status/' })).json<
      Array<{ device_id: number; last_seen: string | null; online: boolean }>
    >();
    let nowS = Date.now() / 1000;
    expect(logs.length).toBeGreaterThanOrEqual(ages.length);
    for (const d of logs) expect(d.online, `device ${d.device_id}`).toBe(sensorStatus(d.last_seen, nowS) === 'online');
    const statuses = logs.map((d) => sensorStatus(d.last_seen, nowS));
    expect(new Set(statuses)).toEqual(new Set(['online', 'silent', 'offline']));

    const health = (await op.inject({ method: 'GET', url: '/api/map/device_health/' })).json<DeviceHealthReport>();
    nowS = Date.now() / 1000;
    const count = (s: string) => logs.filter((d) => sensorStatus(d.last_seen, nowS) === s).length;
    expect(health.counts).toMatchObject({ offline: count('offline'), silent: count('silent') });

    const status = (await staff.inject({ method: 'GET', url: '/api/platform/system_status/' })).json<SystemStatus>();
    nowS = Date.now() / 1000;
    const mine = status.companies.find((c) => c.id === companyId)!;
    expect(mine).toMatchObject({ sensors_total: logs.length, sensors_online: count('online'), sensors_offline: count('offline') });
  });
});
