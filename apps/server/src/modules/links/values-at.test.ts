import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { EnvSchema } from '../../env.ts';

let t: TestApp;
let op: Client;
let other: Client;
let linkId: number;
let foreignLink: number;
const T0 = Math.floor(Date.now() / 1000 / 300) * 300 - 3600;

async function linkOf(c: Client, serial: string): Promise<number> {
  const o = (await c.inject({ method: 'POST', url: `/api/map/devices/?s=${serial}-O` })).json().id;
  const d = (await c.inject({ method: 'POST', url: `/api/map/devices/?s=${serial}-D` })).json().id;
  return (
    await c.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: serial, origin_device_id: o, destination_device_id: d, length_m: 1000 },
    })
  ).json().id;
}
const interval = (link: number, start: number, median: number, mode = 0) =>
  t.db.query(
    'INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, $4, to_timestamp($2), 5, 4, $3::float8, 3600.0 / $3::float8)',
    [link, start, median, mode],
  );

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  linkId = await linkOf(op, 'VA');
  foreignLink = await linkOf(other, 'VB');
  await interval(linkId, T0, 100);
  await interval(linkId, T0 + 300, 200);
  await interval(linkId, T0 + 300, 50, 1);
  await interval(foreignLink, T0, 80);
});
afterAll(() => t.close());

describe('link values at a time (map replay)', () => {
  it('answers the live interval holding t, rounded down to 5 minutes', async () => {
    const res = await op.inject({ method: 'GET', url: `/api/map/links/values_at/?t=${T0 + 299}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.interval_start).toBe(new Date(T0 * 1000).toISOString());
    expect(body.results).toEqual([{ link_id: linkId, interval_start: body.interval_start, travel_time_s: 100, speed_kmh: 36, count: 4 }]);
    // The next step has another value; experimental rows never show.
    const next = (await op.inject({ method: 'GET', url: `/api/map/links/values_at/?t=${T0 + 300}` })).json();
    expect(next.results).toEqual([expect.objectContaining({ link_id: linkId, travel_time_s: 200 })]);
    expect((await op.inject({ method: 'GET', url: `/api/map/links/values_at/?t=${T0 - 300}` })).json().results).toEqual([]);
  });

  it('is scoped to the company and names a bad t', async () => {
    const theirs = (await other.inject({ method: 'GET', url: `/api/map/links/values_at/?t=${T0}` })).json().results;
    expect(theirs.map((r: { link_id: number }) => r.link_id)).toEqual([foreignLink]);
    const bad = await op.inject({ method: 'GET', url: '/api/map/links/values_at/?t=soon' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['t']);
    expect((await op.inject({ method: 'GET', url: '/api/map/links/values_at/' })).statusCode).toBe(400);
    expect((await t.anon({ method: 'GET', url: `/api/map/links/values_at/?t=${T0}` })).statusCode).toBe(401);
  });
});

describe('map config', () => {
  it('answers no style when MAP_STYLE_URL is empty (offline background), and no old UI when LEGACY_URL is unset', async () => {
    expect((await op.inject({ method: 'GET', url: '/api/map/map_config/' })).json()).toEqual({
      style_url: null,
      legacy_url: null,
      grafana_url: null,
    });
    expect((await t.anon({ method: 'GET', url: '/api/map/map_config/' })).statusCode).toBe(401);
  });

  it('answers the configured style URL and old UI address (read from the environment, trailing slash dropped)', async () => {
    const legacy = EnvSchema.shape.LEGACY_URL.parse('https://old.example.org/ui/');
    expect(legacy).toBe('https://old.example.org/ui');
    const styled = await createTestApp({ MAP_STYLE_URL: 'https://tiles.example.org/style.json', LEGACY_URL: legacy });
    try {
      const c = await styled.as('operator');
      expect((await c.inject({ method: 'GET', url: '/api/map/map_config/' })).json()).toEqual({
        style_url: 'https://tiles.example.org/style.json',
        legacy_url: 'https://old.example.org/ui',
        grafana_url: null,
      });
    } finally {
      await styled.close();
    }
  });

  it('accepts an http(s) URL or a path on this host as LEGACY_URL, nothing else', () => {
    expect(EnvSchema.shape.LEGACY_URL.parse('/legacy/')).toBe('/legacy');
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'old.example.org', 'ftp://old.example.org']) {
      expect(EnvSchema.shape.LEGACY_URL.safeParse(bad).success, bad).toBe(false);
    }
  });
});
