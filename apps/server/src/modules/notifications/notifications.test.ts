import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import type { Delivery } from '../../lib/events.ts';
import { notify } from './notify.ts';

describe('notifications', () => {
  let t: TestApp;
  let operator: Client;
  let other: Client;
  let freshCount: number;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await t.as('operator');
    other = await t.as('other');
    freshCount = (await operator.inject({ method: 'GET', url: '/api/platform/notifications/count/' })).json().count;
    // One notification of each actor type to every Demo City user, as the features that send them do.
    const to = { companyId: t.ids.companies.demo };
    await notify(t.db, t.app.events, {
      ...to,
      level: 'warning',
      actor_type: 'alertbind',
      actor_object_id: 1,
      verb: 'alert state changed',
      data: { state: 'Alerting', alert_name: 'Slow traffic', object_type: 'link', object_name: 'Bridge approach', object_id: 1 },
    });
    await notify(t.db, t.app.events, {
      ...to,
      level: 'success',
      actor_type: 'report',
      actor_object_id: 1,
      verb: 'report ready',
      data: { object_name: 'Weekly' },
    });
    await notify(t.db, t.app.events, {
      ...to,
      level: 'success',
      actor_type: 'company',
      actor_object_id: t.ids.companies.demo,
      verb: 'company updated',
    });
    await notify(t.db, t.app.events, { ...to, level: 'warning', actor_type: 'activity', actor_object_id: 1, verb: 'new activity' });
    await notify(t.db, t.app.events, {
      ...to,
      level: 'error',
      actor_type: 'other',
      verb: 'Sensor offline',
      description: 'A sensor stopped reporting.',
    });
  });
  afterAll(async () => t?.close());

  const list = async (c: Client, qs: string) => (await c.inject({ method: 'GET', url: `/api/platform/notifications/?${qs}` })).json();

  it('a fresh install has no fixture notifications', () => {
    expect(freshCount).toBe(0);
  });

  it('lists notifications of every actor type, newest first, with count', async () => {
    const body = await list(operator, 'page=1&page_size=20&ordering=-timestamp');
    expect(body.count).toBe(5);
    expect(new Set(body.results.map((n: { actor_type: string }) => n.actor_type))).toEqual(
      new Set(['alertbind', 'report', 'company', 'activity', 'other']),
    );
    const ts = body.results.map((n: { timestamp: number }) => n.timestamp);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
    expect(typeof ts[0]).toBe('number');
  });

  it('pages and filters unread', async () => {
    const p2 = await list(operator, 'page=2&page_size=2');
    expect(p2.results).toHaveLength(2);
    expect(p2.count).toBe(5);
    const asc = await list(operator, 'ordering=timestamp&page_size=20');
    expect(asc.results[0].id).toBeLessThan(asc.results[4].id);
  });

  it('rejects a bad ordering with a 400 naming the field', async () => {
    const res = await operator.inject({ method: 'GET', url: '/api/platform/notifications/?ordering=verb' });
    expect(res.statusCode).toBe(400);
  });

  it('is closed to anonymous callers', async () => {
    expect((await t.anon({ method: 'GET', url: '/api/platform/notifications/' })).statusCode).toBe(401);
  });

  it('reads, marks read, counts and deletes; others get 404', async () => {
    const [first] = (await list(operator, 'unread=true')).results;
    const detail = await operator.inject({ method: 'GET', url: `/api/platform/notifications/${first.id}/` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(first.id);

    expect((await other.inject({ method: 'GET', url: `/api/platform/notifications/${first.id}/` })).statusCode).toBe(404);
    expect(
      (await other.inject({ method: 'PATCH', url: `/api/platform/notifications/${first.id}/`, payload: { unread: false } })).statusCode,
    ).toBe(404);
    expect((await other.inject({ method: 'PATCH', url: `/api/platform/notifications/${first.id}/delete/`, payload: {} })).statusCode).toBe(
      404,
    );

    const count = async () =>
      (await operator.inject({ method: 'GET', url: '/api/platform/notifications/count/?unread=true' })).json().count;
    expect(await count()).toBe(5);
    const patched = await operator.inject({ method: 'PATCH', url: `/api/platform/notifications/${first.id}/`, payload: { unread: false } });
    expect(patched.json().unread).toBe(false);
    expect(await count()).toBe(4);
    expect((await list(operator, 'unread=true')).count).toBe(4);

    const bad = await operator.inject({ method: 'PATCH', url: `/api/platform/notifications/${first.id}/`, payload: { unread: 'x' } });
    expect(bad.statusCode).toBe(400);

    const del = await operator.inject({ method: 'PATCH', url: `/api/platform/notifications/${first.id}/delete/`, payload: {} });
    expect(del.statusCode).toBe(200);
    expect((await operator.inject({ method: 'GET', url: `/api/platform/notifications/${first.id}/` })).statusCode).toBe(404);
    expect((await list(operator, '')).count).toBe(4);

    const all = await operator.inject({ method: 'POST', url: '/api/platform/notifications/mark_all_as_read/' });
    expect(all.statusCode).toBe(200);
    expect(await count()).toBe(0);
    // the other company's user is untouched
    expect((await other.inject({ method: 'GET', url: '/api/platform/notifications/count/?unread=true' })).json().count).toBe(0);
    const viewer = await t.as('viewer');
    expect((await viewer.inject({ method: 'GET', url: '/api/platform/notifications/count/?unread=true' })).json().count).toBe(5);
  });

  it('notify() stores and publishes to each recipient; notifications_after_ts finds it', async () => {
    await new Promise((r) => setTimeout(r, 50));
    const before = Date.now() / 1000 - 0.02;
    const seen: Delivery[] = [];
    const off = t.app.events.subscribe((e) => seen.push(e));
    const rows = await notify(t.db, t.app.events, {
      companyId: t.ids.companies.other,
      level: 'error',
      actor_type: 'other',
      verb: 'Hello',
      description: 'x',
    });
    off();
    expect(rows.length).toBeGreaterThan(0);
    const mine = seen.filter((d) => d.event.type === 'notification' && 'userId' in d.to && d.to.userId === other.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0].event).toMatchObject({ type: 'notification', notification: { verb: 'Hello' } });
    const after = await other.inject({ method: 'GET', url: `/api/platform/notifications/notifications_after_ts/?timestamp=${before}` });
    expect(after.json().map((n: { verb: string }) => n.verb)).toContain('Hello');
    expect(
      (await operator.inject({ method: 'GET', url: `/api/platform/notifications/notifications_after_ts/?timestamp=${before}` })).json(),
    ).toEqual([]);
  });

  it('sends a test notification to staff only', async () => {
    expect((await operator.inject({ method: 'POST', url: '/api/platform/notifications/test/' })).statusCode).toBe(403);
    const staff = await t.as('staff');
    const res = await staff.inject({ method: 'POST', url: '/api/platform/notifications/test/' });
    expect(res.statusCode).toBe(201);
    expect(res.json().verb).toBe('Test notification');
  });
});
