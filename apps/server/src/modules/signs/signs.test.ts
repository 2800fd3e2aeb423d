import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { refreshAllSigns } from './background.ts';
import { signMinutes } from './render.ts';
import { setSignOverride } from './override.ts';

let t: TestApp;
let op: Client;
let linkId: number;
let routeId: number;
let otherRouteId: number;
// The last finished interval on the 5-minute grid (5 to 10 minutes ago), read when each test writes
// it: fresh for a sign accepting 15 minutes however long the suite took to start.
const nowIv = () => Math.floor(Date.now() / 1000 / 300) * 300 - 300;

const setInterval_ = async (start: number, median: number, accepted: number) => {
  await t.db.query('DELETE FROM intervals WHERE link_id = $1', [linkId]);
  await t.db.query(
    'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, mean_s, p85_s) VALUES ($1, 0, to_timestamp($2), $4, $4, $3::float8, $3::float8, $3::float8)',
    [linkId, start, median, accepted],
  );
};
const signBody = (over: Record<string, unknown> = {}) => ({
  name: 'Airport VMS',
  lat: 41.0,
  lng: 29.0,
  routes: [{ route_id: routeId, speed_limit_kmh: 90 }],
  lines: [{ template: `AIRPORT {tt_min:${routeId}} MIN`, fallback: 'AIRPORT' }, { template: 'DRIVE SAFELY' }],
  ...over,
});
const createSign = async (over: Record<string, unknown> = {}) => {
  const res = await op.inject({ method: 'POST', url: '/api/signs/', payload: signBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; display: { lines: string[]; reason: string; detail: string } };
};
const current = async (id: number) =>
  (await op.inject({ method: 'GET', url: `/api/signs/${id}/current/` })).json() as {
    lines: string[];
    reason: string;
    override_expires_at: string | null;
  };
const logCount = async (id: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_messages WHERE sign_id = $1', [id])).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  const [a, b] = [await dev('SG-A'), await dev('SG-B')];
  // 6 km: at a 90 km/h limit the route takes 4 minutes, the floor.
  linkId = (
    await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'SG link', origin_device_id: a, destination_device_id: b, length_m: 6000, free_flow_s: 300 },
    })
  ).json().id;
  routeId = (await op.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'SG route', link_ids: [linkId] } })).json().id;
  const other = await t.as('other');
  const od = async (s: string) => (await other.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json().id as number;
  const ol = (
    await other.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'OT link', origin_device_id: await od('OT-A'), destination_device_id: await od('OT-B'), length_m: 1000 },
    })
  ).json().id;
  otherRouteId = (await other.inject({ method: 'POST', url: '/api/map/routes/', payload: { name: 'OT route', link_ids: [ol] } })).json().id;
});
afterAll(() => t.close());
beforeEach(() => setInterval_(nowIv(), 600, 10));

describe('sign minutes', () => {
  const rails = (rounding_min: number, max_minutes = 60) => ({ rounding_min, max_minutes });
  it('rounds to the nearest multiple of 1, 2 or 5 minutes, never to zero', () => {
    expect(signMinutes(11.4 * 60, 0, 90, rails(1))).toBe(11);
    expect(signMinutes(11.6 * 60, 0, 90, rails(1))).toBe(12);
    expect(signMinutes(11 * 60, 0, 90, rails(2))).toBe(12);
    expect(signMinutes(12.4 * 60, 0, 90, rails(5))).toBe(10);
    expect(signMinutes(12.6 * 60, 0, 90, rails(5))).toBe(15);
    expect(signMinutes(20, 0, 90, rails(1))).toBe(1);
  });
  it('never shows less than the time at the speed limit, rounded up', () => {
    // 6 km at 90 km/h = 4 min; 5 km at 90 = 3.33 → 4 (a 3 would need speeding).
    expect(signMinutes(120, 6000, 90, rails(1))).toBe(4);
    expect(signMinutes(60, 5000, 90, rails(1))).toBe(4);
    expect(signMinutes(60, 5000, 90, rails(5))).toBe(5);
  });
  it('clamps to the maximum, and the floor wins over a maximum below it', () => {
    expect(signMinutes(100 * 60, 1000, 90, rails(1, 45))).toBe(45);
    expect(signMinutes(100 * 60, 60_000, 60, rails(1, 45))).toBe(60);
  });
});

describe('signs', () => {
  it('renders the template from the route travel time, with rounding', async () => {
    const s = await createSign();
    expect(s.display).toMatchObject({ lines: ['AIRPORT 10 MIN', 'DRIVE SAFELY'], reason: 'travel_times' });
    await setInterval_(nowIv(), 11.6 * 60, 10);
    expect((await current(s.id)).lines[0]).toBe('AIRPORT 12 MIN');
    await op.inject({ method: 'PATCH', url: `/api/signs/${s.id}/`, payload: { rounding_min: 5 } });
    expect((await current(s.id)).lines[0]).toBe('AIRPORT 10 MIN');
  });

  it('applies the speed-limit floor and the maximum to live values', async () => {
    const s = await createSign({ max_minutes: 30 });
    await setInterval_(nowIv(), 90, 10);
    expect((await current(s.id)).lines[0]).toBe('AIRPORT 4 MIN');
    await setInterval_(nowIv(), 3600, 10);
    expect((await current(s.id)).lines[0]).toBe('AIRPORT 30 MIN');
  });

  it('shows the fallback when data is stale, confidence low or the route has no value', async () => {
    const s = await createSign();
    await setInterval_(nowIv() - 1800, 600, 10);
    expect(await current(s.id)).toMatchObject({ lines: ['AIRPORT', 'DRIVE SAFELY'], reason: 'fallback' });
    expect((await op.inject({ method: 'GET', url: `/api/signs/${s.id}/` })).json().display.detail).toBe(`stale:${routeId}`);
    await setInterval_(nowIv(), 600, 1);
    expect((await op.inject({ method: 'GET', url: `/api/signs/${s.id}/` })).json().display).toMatchObject({
      reason: 'fallback',
      detail: `low_confidence:${routeId}`,
    });
    await t.db.query('DELETE FROM intervals WHERE link_id = $1', [linkId]);
    expect((await op.inject({ method: 'GET', url: `/api/signs/${s.id}/` })).json().display).toMatchObject({
      lines: ['AIRPORT', 'DRIVE SAFELY'],
      detail: `no_data:${routeId}`,
    });
  });

  it('logs a message only when the text changes, with its reason', async () => {
    const s = await createSign();
    expect(await logCount(s.id)).toBe(1);
    for (let i = 0; i < 3; i++) await current(s.id);
    await refreshAllSigns(t.app);
    expect(await logCount(s.id)).toBe(1);
    await setInterval_(nowIv(), 900, 10);
    await refreshAllSigns(t.app);
    await refreshAllSigns(t.app);
    expect(await logCount(s.id)).toBe(2);
    const h = (await op.inject({ method: 'GET', url: `/api/signs/${s.id}/history/?hours=24` })).json();
    expect(h.messages.map((m: { lines: string[]; reason: string }) => [m.lines[0], m.reason])).toEqual([
      ['AIRPORT 10 MIN', 'travel_times'],
      ['AIRPORT 15 MIN', 'travel_times'],
    ]);
  });

  it('shows an override until it expires, then the travel times again', async () => {
    const s = await createSign();
    const url = `/api/signs/${s.id}/override/`;
    const noExpiry = await op.inject({ method: 'PUT', url, payload: { lines: ['ACCIDENT'], reason: 'crash' } });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json()).toHaveProperty('expires_at');
    const past = await op.inject({
      method: 'PUT',
      url,
      payload: { lines: ['ACCIDENT'], reason: 'crash', expires_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toHaveProperty('expires_at');
    const expires = new Date(Date.now() + 3600_000).toISOString();
    const set = await op.inject({
      method: 'PUT',
      url,
      payload: { lines: ['ACCIDENT', 'USE E-5'], reason: 'crash at km 12', expires_at: expires },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().display).toMatchObject({ lines: ['ACCIDENT', 'USE E-5'], reason: 'override', detail: 'crash at km 12' });
    expect((await current(s.id)).override_expires_at).toBe(expires);
    // Time passes: the expiry is reached.
    await t.db.query("UPDATE signs SET override_expires_at = now() - interval '1 second' WHERE id = $1", [s.id]);
    await refreshAllSigns(t.app);
    expect(await current(s.id)).toMatchObject({
      lines: ['AIRPORT 10 MIN', 'DRIVE SAFELY'],
      reason: 'travel_times',
      override_expires_at: null,
    });
    const reasons = (await op.inject({ method: 'GET', url: `/api/signs/${s.id}/history/` }))
      .json()
      .messages.map((m: { reason: string }) => m.reason);
    expect(reasons).toEqual(['travel_times', 'override', 'travel_times']);
  });

  it('takes overrides from other modules through setSignOverride, same rules', async () => {
    const s = await createSign();
    const company = t.ids.companies.demo;
    await expect(setSignOverride(t.db, company, s.id, { lines: ['X'], expires_at: '', reason: 'r' })).rejects.toMatchObject({
      statusCode: 400,
    });
    const row = await setSignOverride(t.db, company, s.id, {
      lines: ['FOG'],
      expires_at: new Date(Date.now() + 60_000),
      reason: 'alert: fog',
    });
    expect(row?.shown_lines).toEqual(['FOG']);
    expect(
      await setSignOverride(t.db, t.ids.companies.other, s.id, { lines: ['X'], expires_at: new Date(Date.now() + 60_000), reason: 'r' }),
    ).toBeNull();
  });

  it('lets a controller pull its lines with a read key, not with an ingest-only key', async () => {
    const s = await createSign();
    const key = async (scopes: string[]) =>
      (await op.inject({ method: 'POST', url: '/api/platform/api_keys/', payload: { name: `k-${scopes}`, scopes } })).json()
        .token as string;
    const pull = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/signs/${s.id}/current/`, headers: { authorization: `Token ${token}` } });
    const ok = await pull(await key(['read']));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: s.id, lines: ['AIRPORT 10 MIN', 'DRIVE SAFELY'], reason: 'travel_times' });
    expect((await pull(await key(['ingest']))).statusCode).toBe(403);
    // A read key reaches only the pull, never the sign's configuration.
    const readKey = await key(['read']);
    expect((await t.app.inject({ method: 'GET', url: '/api/signs/', headers: { authorization: `Token ${readKey}` } })).statusCode).toBe(
      403,
    );
  });

  it('keeps companies apart and needs the sign permissions', async () => {
    const s = await createSign();
    const other = await t.as('other');
    for (const [method, url] of [
      ['GET', `/api/signs/${s.id}/`],
      ['GET', `/api/signs/${s.id}/current/`],
      ['GET', `/api/signs/${s.id}/history/`],
      ['PATCH', `/api/signs/${s.id}/`],
      ['DELETE', `/api/signs/${s.id}/`],
    ] as const) {
      expect(
        (await other.inject({ method, url, payload: method === 'PATCH' ? { name: 'x' } : undefined })).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect(
      (
        await other.inject({
          method: 'PUT',
          url: `/api/signs/${s.id}/override/`,
          payload: { lines: ['X'], reason: 'r', expires_at: new Date(Date.now() + 60_000).toISOString() },
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/signs/' })).json().map((x: { id: number }) => x.id)).not.toContain(s.id);
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: '/api/signs/' })).statusCode).toBe(403);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await op.inject({ method: 'POST', url: '/api/signs/', payload: signBody(body) });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json()).join(' '), res.body).toContain(field);
    };
    await bad({ lines: [{ template: `AIRPORT {speed:${routeId}}` }] }, 'lines.0.template');
    await bad({ lines: [{ template: 'AIRPORT {tt_min:' }] }, 'lines.0.template');
    await bad({ lines: [{ template: 'A' }, { template: 'CITY {tt_min:999999}' }] }, 'lines.1.template');
    await bad({ routes: [{ route_id: otherRouteId, speed_limit_kmh: 50 }], lines: [{ template: `X {tt_min:${otherRouteId}}` }] }, 'routes');
    await bad({ rounding_min: 3 }, 'rounding_min');
    await bad({ routes: [{ route_id: routeId, speed_limit_kmh: 0 }] }, 'routes.0.speed_limit_kmh');
    await bad({ lat: 100 }, 'lat');
    const s = await createSign();
    const patch = await op.inject({ method: 'PATCH', url: `/api/signs/${s.id}/`, payload: { lines: [{ template: 'X' }] } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toHaveProperty('routes');
    const bigOverride = await op.inject({
      method: 'PUT',
      url: `/api/signs/${s.id}/override/`,
      payload: { lines: ['X'.repeat(41)], reason: 'r', expires_at: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(bigOverride.statusCode).toBe(400);
    expect(Object.keys(bigOverride.json()).join(' ')).toContain('lines.0');
  });

  it('seeds two signs on the demo routes', async () => {
    const admin = await t.as('admin');
    const list = (await admin.inject({ method: 'GET', url: '/api/signs/' })).json() as Array<{
      name: string;
      routes: unknown[];
      display: { lines: string[] };
    }>;
    const seeded = list.filter((s) => s.name.endsWith('VMS') && s.name !== 'Airport VMS');
    expect(seeded).toHaveLength(2);
    for (const s of seeded) expect(s.display.lines.length).toBeGreaterThan(0);
  });
});
