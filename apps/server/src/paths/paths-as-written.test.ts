import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../testing/test-app.ts';

// Every call the web app makes answers as the calls are spelled, with or without the trailing
// slash: clients written against either spelling must never meet a 404 for an existing route.
let t: TestApp;
let admin: Client;
let deviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin');
  const res = await admin.inject({ method: 'POST', url: '/api/map/devices/?s=PATHS-1', payload: {} });
  deviceId = res.json().id;
});
afterAll(() => t.close());

const calls = (): Array<[string, string, unknown?]> => [
  ['GET', '/api/platform/users/me/'],
  ['GET', '/api/platform/users/generate_token/'],
  ['GET', '/api/platform/users/my_permissions/'],
  ['GET', '/api/platform/users/available_groups/'],
  ['GET', '/api/platform/invitations/pending/'],
  ['GET', '/api/platform/users/'],
  ['GET', '/api/platform/notifications/'],
  ['GET', '/api/platform/notifications/count/?unread=true'],
  ['GET', '/api/platform/notifications/notifications_after_ts/?timestamp=0'],
  ['POST', '/api/platform/notifications/mark_all_as_read/'],
  ['GET', '/api/map/devices/'],
  ['GET', `/api/map/devices/${deviceId}/`],
  ['PATCH', `/api/map/devices/${deviceId}/`, { name: 'Paths' }],
  ['PATCH', `/api/map/devices/${deviceId}/add_command/`, { command: 'reboot' }],
  ['GET', `/api/map/devices/${deviceId}/logs_detail/`],
  ['GET', `/api/map/devices/${deviceId}/radardata_detail/`],
  ['GET', `/api/map/devices/${deviceId}/average_detail/?data_type=0`],
  ['GET', `/api/map/devices/details/?devices=${deviceId}`],
  ['GET', `/api/map/devices/average_details_multiple/?devices=${deviceId}`],
  ['GET', '/api/map/records/'],
  ['GET', `/api/map/records/count_list/?device_id=${deviceId}`],
  ['GET', `/api/map/records/average_details_multiple/?devices=${deviceId}`],
  ['GET', '/api/map/radar_data/'],
  ['GET', `/api/map/radar_data/average_details_multiple/?devices=${deviceId}`],
  ['GET', `/api/map/device_process/?device_id=${deviceId}`],
  ['GET', `/api/map/device_average/?devices=${deviceId}`],
  ['POST', '/api/map/device_average/list_post/', { devices: [deviceId] }],
  ['GET', '/api/map/logs/'],
  ['GET', '/api/map/logs/status/'],
];

describe('paths as written', () => {
  it('answers every call with and without its trailing slash', async () => {
    const missing: string[] = [];
    for (const [method, path, payload] of calls()) {
      const [p, q] = path.split('?');
      const bare = p.replace(/\/$/, '');
      for (const url of [path, `${bare}${q ? `?${q}` : ''}`]) {
        const res = await admin.inject({ method: method as 'GET', url, ...(payload !== undefined ? { payload: payload as object } : {}) });
        if (res.statusCode === 404 || res.statusCode === 405) missing.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
