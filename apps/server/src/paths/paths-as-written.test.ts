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

/**
 * Every server call of the product spec's endpoint list, as the spec writes it ({id} an id no row
 * has). `api/common/…` (navigation, messages, shortcuts) are the template's and answered in the
 * browser, so they are not here.
 */
const SPEC_CALLS = `
POST /api/login/
GET /api/platform/users/me/
PATCH /api/platform/users/me/
GET /api/platform/users/generate_token/
POST /api/platform/users/re_generate_token/
GET /api/supported_sso/?company_uuid=x
POST /api/platform/users/company_permissions/
GET /api/platform/users/my_permissions/
GET /api/platform/users/available_groups/
POST /api/platform/invitations/
GET /api/platform/invitations/pending/
PATCH /api/platform/invitations/999999/resend/
DELETE /api/platform/invitations/999999/
GET /api/platform/users/
PATCH /api/platform/users/999999/
POST /api/platform/users/update_two_fa/
GET /api/platform/users/generate_two_fa_qr_code/
GET /api/platform/users/verify_qr_code/
POST /api/auth/password/reset/
POST /api/auth/password/reset/confirm/
POST /api/auth/sign-up
GET /api/platform/notifications/
GET /api/platform/notifications/999999/
GET /api/platform/notifications/notifications_after_ts/?timestamp=0
GET /api/platform/notifications/count/?unread=true
PATCH /api/platform/notifications/999999/
POST /api/platform/notifications/mark_all_as_read/
PATCH /api/platform/notifications/999999/delete/
GET /api/map/devices/
POST /api/map/devices/
GET /api/map/devices/999999/
PATCH /api/map/devices/999999/
PATCH /api/map/devices/999999/update_config/
PATCH /api/map/devices/999999/add_command/
DELETE /api/map/devices/999999/delete_command/?index=0
PATCH /api/map/devices/999999/delete/
GET /api/map/devices/999999/logs_detail/
GET /api/map/devices/999999/radardata_detail/
GET /api/map/devices/999999/download_tmc/
POST /api/map/devices/999999/process/
GET /api/map/devices/status/?task_id=x
GET /api/map/devices/revoke/?task_id=x
POST /api/map/devices/999999/write_exp_to_live/
GET /api/map/devices/999999/average_detail/?data_type=0
POST /api/map/devices/999999/submit_ports/
GET /api/map/devices/details/?devices=1
GET /api/map/devices/average_details_multiple/?devices=1
GET /api/map/records/
GET /api/map/records/999999/records_detail/
GET /api/map/records/count_list/?device_id=1
GET /api/map/records/average_details_multiple/?devices=1
GET /api/map/radar_data/
GET /api/map/radar_data/average_details_multiple/?devices=1
GET /api/map/device_process/
GET /api/map/device_average/
POST /api/map/device_average/list_post
GET /api/map/logs/
GET /api/map/logs/status/
GET /api/map/records/?export=true
GET /api/map/radar_data/?export=true
GET /api/map/logs/?export=true
GET /api/map/records/999999/clear/
GET /api/map/radar_data/999999/clear/
GET /api/map/logs/999999/clear/`
  .trim()
  .split('\n')
  .map((line) => line.split(' ') as [string, string]);

describe('the spec’s endpoint list', () => {
  it('reaches a route for every call, as written and with the trailing slash added or taken away', async () => {
    const unrouted: string[] = [];
    for (const [method, path] of SPEC_CALLS) {
      const [p, q] = path.split('?');
      const bare = p.replace(/\/$/, '');
      for (const url of new Set([path, `${bare}${q ? `?${q}` : ''}`, `${bare}/${q ? `?${q}` : ''}`])) {
        const res = await admin.inject({
          method: method as 'GET',
          url,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        // Only an answer of a matched API route carries the release header; the not-found handler's never does.
        if (!res.headers['x-frontend-update']) unrouted.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(unrouted).toEqual([]);
  });
});
