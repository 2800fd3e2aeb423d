import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { lastDays, makeObjects, reportBody, type Objects } from './test-fixtures.ts';
import { addDays } from './zoned-time.ts';

let t: TestApp;
let op: Client;
let other: Client;
let o: Objects;
let otherLink: number;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('operator');
  other = await t.as('other');
  o = await makeObjects(op, 'RP');
  otherLink = (await makeObjects(other, 'OT')).link;
});
afterAll(() => t.close());

const create = (c: Client, payload: object) => c.inject({ method: 'POST', url: '/api/reports/', payload });

describe('reports: saving', () => {
  it('creates, lists, changes and deletes a report; a schedule gets its next run', async () => {
    const res = await create(op, reportBody(o, { recipients: [t.ids.users.admin], email: true }));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      name: 'Köprü haftalık',
      objects: [{ kind: 'link', id: o.link, name: 'RP Köprü link' }],
      charts: ['travel_time'],
      schedule: null,
      next_run_at: null,
      effective_time_zone: 'Europe/Istanbul',
      owner: { id: op.userId, name: 'Oya Operator' },
      recipients: [{ id: t.ids.users.admin }],
      last_run: null,
    });
    expect((await op.inject({ method: 'GET', url: '/api/reports/' })).json().map((x: { id: number }) => x.id)).toContain(r.id);

    const patched = await op.inject({
      method: 'PATCH',
      url: `/api/reports/${r.id}/`,
      payload: { schedule: { frequency: 'm', time: '07:30', day_of_month: 31 }, time_zone: 'America/New_York' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const next = new Date(patched.json().next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // 07:30 in New York is 11:30 or 12:30 UTC, on the last day of its month.
    expect([11, 12]).toContain(next.getUTCHours());
    expect(patched.json().name).toBe('Köprü haftalık');

    expect((await op.inject({ method: 'DELETE', url: `/api/reports/${r.id}/` })).statusCode).toBe(204);
    expect((await op.inject({ method: 'GET', url: `/api/reports/${r.id}/` })).statusCode).toBe(404);
  });

  it('offers the objects of a source and the company’s users', async () => {
    const objs = (await op.inject({ method: 'GET', url: '/api/reports/objects/?source=route_monitoring' })).json();
    expect(objs).toContainEqual({ kind: 'route', id: o.route, name: 'RP route' });
    expect(objs.every((x: { kind: string }) => x.kind === 'route')).toBe(true);
    const users = (await op.inject({ method: 'GET', url: '/api/reports/recipients/' })).json();
    expect(users.map((u: { id: number }) => u.id)).toContain(t.ids.users.admin);
    expect(users.map((u: { id: number }) => u.id)).not.toContain(t.ids.users.other);
  });

  it('keeps reports to their company and to the permissions', async () => {
    const id = (await create(op, reportBody(o))).json().id;
    expect((await other.inject({ method: 'GET', url: `/api/reports/${id}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PATCH', url: `/api/reports/${id}/`, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: `/api/reports/${id}/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'POST', url: `/api/reports/${id}/generate/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/reports/${id}/runs/` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/reports/' })).json().map((x: { id: number }) => x.id)).not.toContain(id);
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: '/api/reports/' })).statusCode).toBe(403);
    // Another company's link in a report is not found, as everywhere.
    expect((await create(op, reportBody(o, { objects: [{ kind: 'link', id: otherLink }] }))).statusCode).toBe(404);
  });
});

describe('reports: every 400 names its field', () => {
  const [yesterday] = lastDays(1);
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no formats', { formats: [] }, 'formats'],
    ['an unknown format', { formats: ['docx'] }, 'formats.0'],
    ['an empty name', { name: ' ' }, 'name'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    ['an offset for a zone', { time_zone: '+03:00' }, 'time_zone'],
    ['a schedule starting in the past', { schedule: { frequency: 'd', time: '08:00', start: addDays(yesterday, -1) } }, 'schedule.start'],
    ['a bad schedule time', { schedule: { frequency: 'd', time: '25:00' } }, 'schedule.time'],
    ['a weekly schedule without weekday', { schedule: { frequency: 'w', time: '08:00' } }, 'schedule.weekday'],
    ['a monthly schedule without day', { schedule: { frequency: 'm', time: '08:00' } }, 'schedule.day_of_month'],
    [
      'a schedule over a fixed period',
      { period: { kind: 'fixed', from: yesterday, to: yesterday }, schedule: { frequency: 'd', time: '08:00' } },
      'period.kind',
    ],
    ['a fixed period not begun', { period: { kind: 'fixed', from: addDays(yesterday, 5), to: addDays(yesterday, 6) } }, 'period.from'],
    ['a fixed period without end', { period: { kind: 'fixed', from: yesterday } }, 'period.to'],
    ['a period ending before it starts', { period: { kind: 'fixed', from: yesterday, to: addDays(yesterday, -3) } }, 'period.to'],
    ['no objects', { objects: [] }, 'objects'],
    ['an unknown object', { objects: [{ kind: 'link', id: 999999 }] }, 'objects.0.id'],
    ['an object the source does not cover', { objects: [{ kind: 'device', id: 1 }] }, 'objects.0.kind'],
    ['a metric the source does not offer', { metrics: ['detections'] }, 'metrics.0'],
    ['no metrics', { metrics: [] }, 'metrics'],
    ['a recipient of another company', { recipients: [0] }, 'recipients.0'],
  ];
  it.each(cases)('%s', async (_, over, field) => {
    const res = await create(op, reportBody(o, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });

  it('more than a year of raw detections, and a recipient of another company', async () => {
    const year = await create(
      op,
      reportBody(o, {
        source: 'tabular',
        objects: [{ kind: 'device', id: o.devA }],
        metrics: ['detections'],
        period: { kind: 'fixed', from: addDays(yesterday, -400), to: yesterday },
      }),
    );
    expect(year.statusCode).toBe(400);
    expect(Object.keys(year.json())).toEqual(['period.to']);
    const rcpt = await create(op, reportBody(o, { recipients: [t.ids.users.admin, t.ids.users.other] }));
    expect(rcpt.statusCode).toBe(400);
    expect(rcpt.json()).toHaveProperty(['recipients.1']);
  });

  it('checks a change against the whole report', async () => {
    const id = (await create(op, reportBody(o))).json().id;
    const res = await op.inject({ method: 'PATCH', url: `/api/reports/${id}/`, payload: { source: 'route_monitoring' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['objects.0.kind']);
  });
});
