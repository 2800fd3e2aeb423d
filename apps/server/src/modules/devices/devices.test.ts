import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type Client } from '../../testing/test-app.ts';
import { experimentalRunner } from '../processing/experimental-runner.ts';

let t: TestApp;
let op: Client;
let other: Client;
let viewer: Client;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  viewer = await t.as('viewer');
});
afterAll(() => t.close());

describe('devices', () => {
  it('adds a device by serial, refuses a duplicate serial naming s', async () => {
    const res = await op.inject({ method: 'POST', url: '/api/map/devices/?s=DEV-1', payload: { name: 'First', lat: 41, lng: 29 } });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ serial: 'DEV-1', name: 'First', config: {}, commands: [], mode: 0 });
    const dup = await op.inject({ method: 'POST', url: '/api/map/devices/?s=DEV-1' });
    expect(dup.statusCode, dup.body).toBe(400);
    expect(dup.json().s, dup.body).toBeDefined();
    // another company may use the same serial
    expect((await other.inject({ method: 'POST', url: '/api/map/devices/?s=DEV-1' })).statusCode).toBe(201);
  });

  it('lists, reads and patches within the company; another company gets 404', async () => {
    const list = await op.inject({ method: 'GET', url: '/api/map/devices/?search=DEV' });
    expect(list.json().count).toBe(1);
    expect((await op.inject({ method: 'PATCH', url: `/api/map/devices/${id}/`, payload: { name: 'Renamed' } })).json().name).toBe(
      'Renamed',
    );
    expect((await other.inject({ method: 'GET', url: `/api/map/devices/${id}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PATCH', url: `/api/map/devices/${id}/`, payload: { name: 'x' } })).statusCode).toBe(404);
  });

  it('needs view_devices to read and change_devices to change', async () => {
    expect((await viewer.inject({ method: 'GET', url: `/api/map/devices/${id}/` })).statusCode).toBe(200);
    expect((await viewer.inject({ method: 'PATCH', url: `/api/map/devices/${id}/`, payload: { name: 'x' } })).statusCode).toBe(403);
    const norole = await t.as('norole');
    expect((await norole.inject({ method: 'GET', url: '/api/map/devices/' })).statusCode).toBe(403);
  });

  it('merges config by tab and plugin and checks sigma / B value / trend threshold bounds', async () => {
    const ok = await op.inject({
      method: 'PATCH',
      url: `/api/map/devices/${id}/update_config/`,
      payload: { tab: 'processing', plugin: 'filter', data: { sigma: 2, b_value: 0.5 } },
    });
    expect(ok.statusCode).toBe(200);
    await op.inject({
      method: 'PATCH',
      url: `/api/map/devices/${id}/update_config/`,
      payload: { tab: 'processing', plugin: 'filter', data: { trend_threshold: 10 } },
    });
    const dev = (await op.inject({ method: 'GET', url: `/api/map/devices/${id}/` })).json();
    expect(dev.config).toEqual({ processing: { filter: { sigma: 2, b_value: 0.5, trend_threshold: 10 } } });
    for (const [field, value] of [
      ['sigma', 3.5],
      ['b_value', 0.05],
      ['trend_threshold', 501],
      ['trend_threshold', -2],
    ] as const) {
      const bad = await op.inject({
        method: 'PATCH',
        url: `/api/map/devices/${id}/update_config/`,
        payload: { tab: 'processing', plugin: 'filter', data: { [field]: value } },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual([`data.${field}`]);
    }
  });

  it('adds and deletes commands by index', async () => {
    await op.inject({ method: 'PATCH', url: `/api/map/devices/${id}/add_command/`, payload: { command: 'reboot' } });
    const two = await op.inject({ method: 'PATCH', url: `/api/map/devices/${id}/add_command/`, payload: { command: 'scan' } });
    expect(two.json().commands.map((c: { command: string }) => c.command)).toEqual(['reboot', 'scan']);
    const del = await op.inject({ method: 'DELETE', url: `/api/map/devices/${id}/delete_command/?index=0` });
    expect(del.json().commands.map((c: { command: string }) => c.command)).toEqual(['scan']);
    expect((await op.inject({ method: 'DELETE', url: `/api/map/devices/${id}/delete_command/?index=5` })).json().index).toBeDefined();
  });

  it('runs experimental processing as a task and promotes it to live', async () => {
    const dest = (await op.inject({ method: 'POST', url: '/api/map/devices/?s=DEV-2' })).json().id;
    const link = await op.inject({
      method: 'POST',
      url: '/api/map/links/',
      payload: { name: 'L', origin_device_id: id, destination_device_id: dest, length_m: 1000, max_travel_time_s: 600 },
    });
    expect(link.statusCode, link.body).toBe(201);
    const base = Date.parse('2026-03-01T10:00:00Z') / 1000;
    for (let i = 0; i < 20; i++) {
      await t.db.query(
        `INSERT INTO detections (device_id, fingerprint, create_time) VALUES ($1, $3, to_timestamp($4)), ($2, $3, to_timestamp($5))`,
        [id, dest, `v${i}`, base + i * 30, base + i * 30 + 90 + (i % 5)],
      );
    }
    const p = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${id}/process/`,
      payload: { from: base - 86400, to: base + 3600, sigma: 3, b_value: 0.5, trend_threshold: 5 },
    });
    expect(p.statusCode).toBe(201);
    const taskId = p.json().task_id;
    expect((await other.inject({ method: 'GET', url: `/api/map/devices/status/?task_id=${taskId}` })).statusCode).toBe(404);
    await experimentalRunner(t.app).idle();
    const st = (await op.inject({ method: 'GET', url: `/api/map/devices/status/?task_id=${taskId}` })).json();
    // the period spans two UTC days: one task per link and day
    expect(st).toMatchObject({ state: 'finished', percent: 100, tasks: { total: 2, succeeded: 2 } });
    const exp = await t.db.query<{ n: number }>('SELECT sum(raw_count)::int AS n FROM intervals WHERE mode = 1 AND link_id = $1', [
      link.json().id,
    ]);
    expect(exp.rows[0].n).toBe(20);
    const w = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${id}/write_exp_to_live/`,
      payload: { from: base - 600, to: base + 3600 },
    });
    expect(w.json().matches).toBe(20);
    const chart = await op.inject({
      method: 'GET',
      url: `/api/map/links/${link.json().id}/intervals/?from=${base - 600}&to=${base + 3600}&mode=0`,
    });
    expect(chart.json().reduce((a: number, r: { raw_count: number }) => a + r.raw_count, 0)).toBe(20);
    const bad = await op.inject({
      method: 'POST',
      url: `/api/map/devices/${id}/process/`,
      payload: { from: base, to: base + 10, sigma: 4 },
    });
    expect(Object.keys(bad.json())).toContain('sigma');
  });

  it('soft-deletes with PATCH .../delete/', async () => {
    expect((await other.inject({ method: 'PATCH', url: `/api/map/devices/${id}/delete/` })).statusCode).toBe(404);
    expect((await op.inject({ method: 'PATCH', url: `/api/map/devices/${id}/delete/` })).statusCode).toBe(200);
    expect((await op.inject({ method: 'GET', url: `/api/map/devices/${id}/` })).statusCode).toBe(404);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM devices WHERE id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });
});
