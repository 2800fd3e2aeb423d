import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../testing/test-app.ts';

/**
 * One case per kind of malformed input that used to reach the database or the framework and come
 * back as a 500 (or as a 400 naming nothing): each is now a 400 naming the field at fault.
 */
let t: TestApp;
let admin: Client;
let deviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('admin');
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM devices WHERE company_id = $1 ORDER BY id LIMIT 1', [
    t.ids.companies.demo,
  ]);
  deviceId = rows[0].id;
});
afterAll(() => t?.close());

const get = (url: string) => admin.inject({ method: 'GET', url });
const json = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  admin.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
/** The keys of a 400 body, after checking it is one and shows no framework internals. */
async function fields400(res: { statusCode: number; body: string; json(): unknown }): Promise<string[]> {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.body).not.toMatch(/FST_|\bat .+:\d+:\d+/);
  return Object.keys(res.json() as object);
}

describe('ids beyond PostgreSQL integer', () => {
  it('answers 400 naming id for a path id of 2^31, 2^53, 1e300 or x, and 404 for the largest real id', async () => {
    for (const id of ['2147483648', '9007199254740992', '1e300', 'x', '-1']) {
      expect(await fields400(await get(`/api/map/devices/${id}/`))).toEqual(['id']);
    }
    expect((await get('/api/map/devices/2147483647/')).statusCode).toBe(404);
  });

  it('answers 400 naming device_id in a query and the id inside a body', async () => {
    expect(await fields400(await get('/api/map/records/?device_id=2147483648'))).toEqual(['device_id']);
    expect(await fields400(await json('POST', '/api/map/routes/', { name: 'r', link_ids: [2 ** 31] }))).toEqual(['link_ids.0']);
    expect(await fields400(await get('/api/map/devices/details/?devices=1,1e300'))).toEqual(['devices']);
  });
});

describe('time filters and epochs', () => {
  it('answers 400 naming create_time__gte for text that is not a time', async () => {
    for (const v of ['%25', 'x', '2026-02-30', '2026-13-01T00:00:00Z', '0000-01-01T00:00:00Z']) {
      expect(await fields400(await get(`/api/map/records/?create_time__gte=${v}`)), v).toEqual(['create_time__gte']);
    }
    expect((await get('/api/map/records/?create_time__gte=2026-01-01T00:00:00Z&create_time__lte=2026-01-02')).statusCode).toBe(200);
  });

  it('answers 400 naming the field for epochs such as 1e300, Infinity or NaN', async () => {
    expect(await fields400(await get('/api/platform/notifications/notifications_after_ts/?timestamp=1e300'))).toEqual(['timestamp']);
    expect(await fields400(await get('/api/map/links/values_at/?t=9999999999999'))).toEqual(['t']);
    expect(await fields400(await get(`/api/map/devices/${deviceId}/detection_counts/?from=NaN&to=Infinity`))).toEqual(['from', 'to']);
    expect(await fields400(await json('POST', `/api/map/devices/${deviceId}/process/`, { from: 1e300, to: 1763942400 }))).toEqual(['from']);
  });

  it('answers 400 naming signal when it is not a signal type', async () => {
    expect(await fields400(await get('/api/map/records/?signal=x'))).toEqual(['signal']);
    expect((await get('/api/map/records/?signal=1')).statusCode).toBe(200);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers 400 naming name for a NUL in a device name, and leaves the device as it was', async () => {
    const before = (await get(`/api/map/devices/${deviceId}/`)).json().name;
    expect(await fields400(await json('PATCH', `/api/map/devices/${deviceId}/`, { name: 'a\u0000b' }))).toEqual(['name']);
    expect((await get(`/api/map/devices/${deviceId}/`)).json().name).toBe(before);
  });

  it('answers 400 naming the field for a lone surrogate, also deep inside free-form JSON and in keys', async () => {
    expect(await fields400(await json('PATCH', `/api/map/devices/${deviceId}/add_command/`, { command: 'x\ud800' }))).toEqual(['command']);
    const config = `/api/map/devices/${deviceId}/update_config/`;
    expect(await fields400(await json('PATCH', config, { tab: 't', plugin: 'p', data: { note: ['ok', 'a\udc00'] } }))).toEqual([
      'data.note.1',
    ]);
    expect(await fields400(await json('PATCH', config, { tab: 't', plugin: 'p', data: { 'k\u0000': 1 } }))).toEqual(['data']);
  });

  it('answers 400 naming the parameter for NUL in a query or path and in form fields', async () => {
    expect(await fields400(await get('/api/map/devices/?search=a%00b'))).toEqual(['search']);
    expect(await fields400(await admin.inject({ method: 'DELETE', url: '/api/sso/identities/a%00/' }))).toEqual(['provider']);
    const form = await admin.inject({
      method: 'PATCH',
      url: '/api/platform/users/me/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'first_name=a%00b',
    });
    expect(await fields400(form)).toEqual(['first_name']);
  });
});

describe('bodies that cannot be read', () => {
  const multipart = (contentType: string, payload: string) =>
    admin.inject({ method: 'PATCH', url: '/api/platform/users/me/', headers: { 'content-type': contentType }, payload });
  const part = '--fz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAda\r\n--fz--\r\n';

  it('answers 400 naming body for multipart with a wrong, missing or truncated boundary', async () => {
    expect(await fields400(await multipart('multipart/form-data; boundary=other', part))).toEqual(['body']);
    expect(await fields400(await multipart('multipart/form-data', part))).toEqual(['body']);
    expect(await fields400(await multipart('multipart/form-data; boundary=fz', part.slice(0, 60)))).toEqual(['body']);
  });

  it('still reads a well-formed multipart body (the sign-in form sends one)', async () => {
    const res = await multipart('multipart/form-data; boundary=fz', part);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().auth_user.first_name).toBe('Ada');
  });

  it('answers 400 naming body for bad JSON, 415 naming content-type, 400 naming url for a bad escape', async () => {
    expect(
      await fields400(
        await admin.inject({
          method: 'PATCH',
          url: '/api/platform/users/me/',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        }),
      ),
    ).toEqual(['body']);
    const xml = await admin.inject({
      method: 'PATCH',
      url: '/api/platform/users/me/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(Object.keys(xml.json())).toEqual(['content-type']);
    expect(await fields400(await get('/api/map/devices/%/'))).toEqual(['url']);
  });
});
