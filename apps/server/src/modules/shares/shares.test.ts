import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Share, SharedTrafficStats } from '@roadlens/contract/shares';
import { allEndpoints } from '@roadlens/contract/endpoints/index';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { SHARE_BURST } from './get-shared-traffic-stats.ts';

const PUBLIC = '/api/share/road-analytics/traffic-stats/';
let t: TestApp;
let operator: Client;
let other: Client;
let demoRoute: number;
let otherLink: number;

const create = (c: Client, body: Record<string, unknown>) =>
  c.inject({ method: 'POST', url: '/api/shares/', payload: { view: 'traffic-stats', days: 7, expires_in_days: 7, ...body } });
const read = (uuid: string, remoteAddress = '127.0.0.1') => t.anon({ method: 'GET', url: `${PUBLIC}?uuid=${uuid}`, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.as('operator');
  other = await t.as('other');
  demoRoute = (
    await t.db.query<{ id: number }>(`INSERT INTO routes (company_id, name) VALUES ($1, 'Shared route') RETURNING id`, [
      t.ids.companies.demo,
    ])
  ).rows[0].id;
  otherLink = (
    await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, 'Other link', 1000, 60) RETURNING id`,
      [t.ids.companies.other],
    )
  ).rows[0].id;
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, 0, now() - interval '1 hour', 10, 10, 120, 30)`,
    [otherLink],
  );
});
afterAll(() => t.close());

describe('share links', () => {
  it('shares the view with its parameters locked, read with no sign-in', async () => {
    const res = await create(other, { title: 'For the council', days: 30 });
    expect(res.statusCode).toBe(201);
    const share = Share.parse(res.json());
    expect(share).toMatchObject({
      status: 'active',
      title: 'For the council',
      params: { days: 30, route_id: null, date: null },
      path: `/share/road-analytics/traffic-stats?uuid=${share.uuid}`,
    });
    expect(Date.parse(share.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // A parameter in the address changes nothing: the share's own are used.
    const pub = await t.anon({ method: 'GET', url: `${PUBLIC}?uuid=${share.uuid}&days=7` });
    expect(pub.statusCode).toBe(200);
    const body = SharedTrafficStats.parse(pub.json());
    expect(body.company).toBe('Other City');
    expect(body.corridor.days).toBe(30);
    expect(body.bottlenecks.days).toBe(30);
    expect(body.scan).toBeNull();
    // Exactly the owner's figures, and only the share's company's links.
    const own = (await other.inject({ method: 'GET', url: '/api/road_analytics/corridor/?days=30' })).json();
    expect(body.corridor.segments).toEqual(own.segments);
    expect(body.corridor.segments.map((s) => s.link_id)).toEqual([otherLink]);
    expect(body.bottlenecks.bottlenecks.map((b) => b.link_id)).toEqual([otherLink]);
  });

  it('locks a congestion scan of one of the company’s routes, never another company’s', async () => {
    const ok = Share.parse((await create(operator, { route_id: demoRoute, date: '2026-01-05', bin: 60 })).json());
    const body = SharedTrafficStats.parse((await read(ok.uuid)).json());
    expect(body.scan?.route).toEqual({ id: demoRoute, name: 'Shared route' });
    expect(body.scan?.bin_minutes).toBe(60);
    const foreign = await create(other, { route_id: demoRoute, date: '2026-01-05' });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json())).toEqual(['route_id']);
    const noDay = await create(operator, { route_id: demoRoute });
    expect(Object.keys(noDay.json())).toEqual(['date']);
  });

  it('stops answering once revoked or expired, and lists each with its status', async () => {
    const a = Share.parse((await create(operator, {})).json());
    const b = Share.parse((await create(operator, {})).json());
    expect((await read(a.uuid)).statusCode).toBe(200);
    // Only the owner revokes: another company's user and a colleague get 404.
    expect((await other.inject({ method: 'DELETE', url: `/api/shares/${a.uuid}/` })).statusCode).toBe(404);
    expect((await (await t.as('admin')).inject({ method: 'DELETE', url: `/api/shares/${a.uuid}/` })).statusCode).toBe(404);
    expect((await read(a.uuid)).statusCode).toBe(200);
    expect((await operator.inject({ method: 'DELETE', url: `/api/shares/${a.uuid}/` })).statusCode).toBe(200);
    expect((await read(a.uuid)).statusCode).toBe(404);
    await t.db.query(`UPDATE shares SET expires_at = now() - interval '1 second' WHERE uuid = $1`, [b.uuid]);
    expect((await read(b.uuid)).statusCode).toBe(404);
    expect((await read(randomUUID())).statusCode).toBe(404);
    const list = (await operator.inject({ method: 'GET', url: '/api/shares/' })).json() as Share[];
    const status = new Map(list.map((s) => [s.uuid, s.status]));
    expect(status.get(a.uuid)).toBe('revoked');
    expect(status.get(b.uuid)).toBe('expired');
    // Another user's list holds none of them.
    const theirs = (await other.inject({ method: 'GET', url: '/api/shares/' })).json() as Share[];
    expect(theirs.some((s) => s.uuid === a.uuid || s.uuid === b.uuid)).toBe(false);
  });

  it('limits reads per address', async () => {
    const uuid = randomUUID();
    for (let i = 0; i < SHARE_BURST; i++) expect((await read(uuid, '10.9.9.9')).statusCode).toBe(404);
    const limited = await read(uuid, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(uuid, '10.9.9.10')).statusCode).toBe(404);
  });

  it('reaches nothing else: one public read-only endpoint, and the share id opens no other door', async () => {
    const open = allEndpoints.filter((e) => e.area === 'shares' && e.endpoint.access.auth === 'public');
    expect(open.map((e) => [e.endpoint.method, e.endpoint.path])).toEqual([['GET', PUBLIC]]);
    const s = Share.parse((await create(operator, {})).json());
    for (const url of [
      '/api/road_analytics/corridor/?days=7',
      `/api/road_analytics/bottlenecks/?days=7&uuid=${s.uuid}`,
      '/api/shares/',
      '/api/platform/users/me/',
    ]) {
      const res = await t.anon({ method: 'GET', url, headers: { 'x-share': s.uuid, cookie: `share=${s.uuid}` } });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await t.anon({ method: 'DELETE', url: `/api/shares/${s.uuid}/` })).statusCode).toBeGreaterThanOrEqual(401);
    expect((await read(s.uuid)).statusCode).toBe(200);
  });

  it('names the field of bad input', async () => {
    for (const [body, field] of [
      [{ expires_in_days: 0 }, 'expires_in_days'],
      [{ expires_in_days: 91 }, 'expires_in_days'],
      [{ days: 14 }, 'days'],
      [{ view: 'map' }, 'view'],
      [{ date: '2026-01-05' }, 'route_id'],
    ] as const) {
      const res = await create(operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(body)).toEqual([field]);
    }
    const bad = await read('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['uuid']);
  });
});
