import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';

const URL_ = '/api/platform/company/';

describe('company settings', () => {
  let t: TestApp;
  let admin: Client;
  let operator: Client;
  let other: Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as('staff');
    operator = await t.as('operator');
    other = await t.as('other');
  });
  afterAll(async () => t?.close());

  const patch = (c: Client, payload: unknown) => c.inject({ method: 'PATCH', url: URL_, payload: payload as object });
  const companyNotifications = async (c: Client) =>
    (
      (await c.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=100&ordering=-timestamp' })).json().results as Array<{
        actor_type: string;
        actor_object_id: number | null;
        data: { title?: string };
      }>
    ).filter((n) => n.actor_type === 'company' && n.actor_object_id !== null);

  it("reads the caller's company with the new settings' defaults", async () => {
    const res = await operator.inject({ method: 'GET', url: URL_ });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: t.ids.companies.demo,
      name: 'Demo City',
      time_zone: 'Europe/Istanbul',
      measures: { distance: 'km', speed: 'km__hr' },
      driving_direction: 'right',
      od_min_trips: 5,
      detections_retention_days: 90,
      report_retention_days: 90,
      basemap_style_url: null,
    });
    expect(body.speed_colors.at(-1)).toEqual({ upto: null, color: '#43a047' });
    expect((await other.inject({ method: 'GET', url: URL_ })).json().name).toBe('Other City');
  });

  it('needs view_settings-company to read and change_settings-company to write', async () => {
    expect((await (await t.as('viewer')).inject({ method: 'GET', url: URL_ })).statusCode).toBe(403);
    expect((await patch(operator, { name: 'Nope' })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: URL_ })).statusCode).toBe(401);
  });

  it('refuses a change without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: URL_,
      payload: { name: 'X' },
      headers: { cookie: admin.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('saves the unit, shows it in the profile, and tells every user of the company what changed', async () => {
    const before = (await companyNotifications(operator)).length;
    const res = await patch(admin, { measures: { distance: 'mi', speed: 'mi__hr' }, time_zone: 'Europe/London' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ measures: { distance: 'mi', speed: 'mi__hr' }, time_zone: 'Europe/London' });
    const me = (await operator.inject({ method: 'GET', url: '/api/platform/users/me/' })).json();
    expect(me.company.measures.speed).toBe('mi__hr');
    expect(me.measures.speed).toBe('mi__hr');
    const mine = await companyNotifications(operator);
    expect(mine.length).toBe(before + 1);
    expect(mine[0].data.title).toBe('Company settings updated: time zone, distance unit');
    expect(mine[0].actor_object_id).toBe(t.ids.companies.demo);
    // Another company's users hear nothing of it.
    expect((await companyNotifications(other)).length).toBe(0);
    expect((await other.inject({ method: 'GET', url: URL_ })).json().measures.speed).toBe('km__hr');
  });

  it('sends no notification when nothing actually changes', async () => {
    const before = (await companyNotifications(operator)).length;
    const res = await patch(admin, { time_zone: 'Europe/London' });
    expect(res.statusCode).toBe(200);
    expect((await companyNotifications(operator)).length).toBe(before);
  });

  it('saves bands, peaks, map, retention and the O/D threshold, including clearing to null', async () => {
    const bands = [
      { upto: 30, color: '#b71c1c' },
      { upto: 70, color: '#ffb300' },
      { upto: null, color: '#43a047' },
    ];
    const res = await patch(admin, {
      speed_colors: bands,
      peak_hours: { am: { from: '06:30', to: '09:30' }, pm: { from: '16:00', to: '19:00' } },
      driving_direction: 'left',
      data_types: [0, 3],
      map_center: { lng: 29.1, lat: 41.0, zoom: 12 },
      basemap_style_url: 'https://tiles.example.org/style.json',
      grafana_org_id: '7',
      od_min_trips: 10,
      detections_retention_days: 30,
      report_retention_days: 14,
    });
    expect(res.statusCode).toBe(200);
    const got = (await admin.inject({ method: 'GET', url: URL_ })).json();
    expect(got).toMatchObject({
      speed_colors: bands,
      driving_direction: 'left',
      data_types: [0, 3],
      grafana_org_id: '7',
      od_min_trips: 10,
      detections_retention_days: 30,
      report_retention_days: 14,
      map_center: { lng: 29.1, lat: 41.0, zoom: 12 },
    });
    // The company's basemap replaces the server's for its users.
    expect((await operator.inject({ method: 'GET', url: '/api/map/map_config/' })).json().style_url).toBe(
      'https://tiles.example.org/style.json',
    );
    expect((await other.inject({ method: 'GET', url: '/api/map/map_config/' })).json().style_url).toBeNull();
    const cleared = await patch(admin, { grafana_org_id: null, basemap_style_url: null, data_types: [0, 1, 3] });
    expect(cleared.json()).toMatchObject({ detections_retention_days: 30, grafana_org_id: null, basemap_style_url: null });
  });

  const fieldOf = async (payload: unknown) => {
    const res = await patch(admin, payload);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    return Object.keys(res.json());
  };

  it('answers bad input with a 400 naming the field', async () => {
    expect(await fieldOf({ time_zone: 'Mars/Olympus' })).toEqual(['time_zone']);
    expect(await fieldOf({ time_zone: '+03:00' })).toEqual(['time_zone']);
    expect(
      await fieldOf({
        speed_colors: [
          { upto: 30, color: '#123456' },
          { upto: null, color: '#43a047' },
        ],
      }),
    ).toEqual(['speed_colors']);
    expect(
      await fieldOf({
        speed_colors: [
          { upto: 50, color: '#e53935' },
          { upto: 40, color: '#fb8c00' },
          { upto: null, color: '#43a047' },
        ],
      }),
    ).toEqual(['speed_colors']);
    expect(
      await fieldOf({
        speed_colors: [
          { upto: 50, color: '#e53935' },
          { upto: 50, color: '#fb8c00' },
          { upto: null, color: '#43a047' },
        ],
      }),
    ).toEqual(['speed_colors']);
    expect(
      await fieldOf({
        speed_colors: [
          { upto: null, color: '#e53935' },
          { upto: 50, color: '#43a047' },
        ],
      }),
    ).toEqual(['speed_colors']);
    expect(await fieldOf({ measures: { distance: 'mi', speed: 'km__hr' } })).toEqual(['measures']);
    expect(await fieldOf({ peak_hours: { am: { from: '09:00', to: '07:00' }, pm: { from: '17:00', to: '19:00' } } })).toEqual([
      'peak_hours.am.to',
    ]);
    expect(await fieldOf({ od_min_trips: 1 })).toEqual(['od_min_trips']);
    expect(await fieldOf({ detections_retention_days: 0 })).toEqual(['detections_retention_days']);
    expect(await fieldOf({ detections_retention_days: 731 })).toEqual(['detections_retention_days']);
    expect(await fieldOf({ detections_retention_days: 7.5 })).toEqual(['detections_retention_days']);
    // Keeping raw detections forever is not a setting: null is refused like any other bad value.
    expect(await fieldOf({ detections_retention_days: null })).toEqual(['detections_retention_days']);
    expect(await fieldOf({ basemap_style_url: 'javascript:alert(1)' })).toEqual(['basemap_style_url']);
    expect(await fieldOf({ grafana_org_id: 'null' })).toEqual(['grafana_org_id']);
    expect(await fieldOf({ data_types: [42] })).toEqual(['data_types.0']);
    expect(await fieldOf({ fingerprint_secret: 'x' })).toHaveLength(1);
    // Nothing of it was stored.
    expect((await admin.inject({ method: 'GET', url: URL_ })).json().time_zone).toBe('Europe/London');
  });
});
