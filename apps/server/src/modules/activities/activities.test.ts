import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { liveProcessor } from '../processing/live-processor.ts';
import { activityText, detectActivities } from './detect.ts';

let t: TestApp;
let port: Client;
let other: Client;
let truckId: number;
// Three hours ago, on the minute: well inside the detector's day.
const T = Math.floor(Date.now() / 60_000) * 60 - 3 * 3600;
const MAC = '02:50:4F:52:54:01'; // the seeded truck 34 AMB 101, as a sensor prints it
let seq = 0;

const ingest = async (records: object[]) => {
  const res = await port.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records },
    headers: { 'idempotency-key': `act-${++seq}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  await liveProcessor(t.app).idle();
};
const seen = (serial: string, s: number) => ({ serial, fingerprint: MAC, create_time: T + s, rssi: -60, signal: 1 });
/** Queue at the gate 10 minutes (a sighting every 100 s), through the yard, out after 2 500 s. */
const gateIn = (base: number) => [0, 100, 200, 300, 400, 500, 600].map((s) => seen('AMB-GATE-IN', base + s));
const yardAndOut = (base: number) => [
  seen('AMB-YARD', base + 900),
  seen('AMB-YARD', base + 1500),
  ...[3000, 3060, 3100].map((s) => seen('AMB-GATE-OUT', base + s)),
];
const book = (payload: object, c: Client = port) => c.inject({ method: 'POST', url: '/api/activities/appointments/', payload });
const iso = (s: number) => new Date((T + s) * 1000).toISOString();
const notificationsOf = async (userId: number) =>
  (
    await t.db.query<{ description: string; actor_object_id: number; data: Record<string, unknown> }>(
      "SELECT description, actor_object_id, data FROM notifications WHERE recipient_id = $1 AND actor_type = 'activity' ORDER BY id",
      [userId],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  port = await t.as('port');
  // Another company that may see activities too, for the company boundary.
  await t.db.query(
    "UPDATE groups SET permissions = permissions || ARRAY['Platform|view_activities', 'Platform|change_activities'] WHERE company_id = $1",
    [t.ids.companies.other],
  );
  other = await t.as('other');
  const tags = (await port.inject({ method: 'GET', url: '/api/tags/' })).json() as Array<{ id: number; name: string }>;
  truckId = tags.find((x) => x.name === '34 AMB 101')!.id;
});
afterAll(() => t.close());

describe('port activities', () => {
  it('books an appointment and refuses bad ones, naming the field', async () => {
    const ok = await book({ tag_id: truckId, rendezvous_number: '1042', window_start: iso(-1800), window_end: iso(1800) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ tag_name: '34 AMB 101', rendezvous_number: '1042' });
    const field = async (payload: object, name: string, c?: Client) => {
      const res = await book(payload, c);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty(name);
    };
    await field({ tag_id: truckId, rendezvous_number: '1042', window_start: iso(0), window_end: iso(60) }, 'rendezvous_number');
    await field({ tag_id: truckId, rendezvous_number: '1043', window_start: iso(60), window_end: iso(0) }, 'window_end');
    await field({ tag_id: truckId, rendezvous_number: '1043', window_start: '2026-02-30T08:00:00Z', window_end: iso(0) }, 'window_start');
    await field({ tag_id: truckId, rendezvous_number: '', window_start: iso(0), window_end: iso(60) }, 'rendezvous_number');
    // Another company's truck is not one this company can book.
    await field({ tag_id: truckId, rendezvous_number: '9', window_start: iso(0), window_end: iso(60) }, 'tag_id', other);
  });

  it('turns a known truck seen at gate-in, then gate-out, through ingest into exactly one activity', async () => {
    await ingest(gateIn(0));
    expect(await detectActivities(t.app)).toBe(0); // still inside: no visit yet
    await ingest(yardAndOut(0));
    expect(await detectActivities(t.app)).toBe(1);
    expect(await detectActivities(t.app)).toBe(0);
    const list = (await port.inject({ method: 'GET', url: '/api/activities/' })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'pending',
      tag_name: '34 AMB 101',
      terminal_name: 'Ambarlı Container Terminal',
      rendezvous_number: '1042',
      arrived_at: iso(0),
      gate_in_at: iso(600),
      yard_at: iso(900),
      gate_out_at: iso(3100),
      gate_wait_s: 600,
      turn_time_s: 2500,
      arrival: 'on_time',
      decided_by: null,
    });
  });

  it("tells the port's approvers, with the text and a link target", async () => {
    const [a] = (await port.inject({ method: 'GET', url: '/api/activities/' })).json();
    const notes = await notificationsOf(t.ids.users.port);
    expect(notes).toHaveLength(1);
    expect(notes[0].description).toBe('New Activity from 34 AMB 101 (Rendezvous Number: 1042) waiting to be approved');
    expect(notes[0]).toMatchObject({ actor_object_id: a.id, data: { tag_name: '34 AMB 101', rendezvous_number: '1042' } });
    const listed = (await port.inject({ method: 'GET', url: '/api/platform/notifications/' })).json().results[0];
    expect(listed).toMatchObject({ actor_type: 'activity', actor_object_id: a.id, verb: 'New Activity' });
    expect(await notificationsOf(t.ids.users.operator)).toEqual([]);
    expect(activityText('Truck', null)).toBe('New Activity from Truck (Rendezvous Number: -) waiting to be approved');
  });

  it('creates a visit once when detectors of several processes race', async () => {
    await ingest([...gateIn(7200), ...yardAndOut(7200)]);
    const runs = await Promise.all([detectActivities(t.app), detectActivities(t.app), detectActivities(t.app)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await notificationsOf(t.ids.users.port)).toHaveLength(2);
    const [late] = (await port.inject({ method: 'GET', url: '/api/activities/' })).json();
    expect(late).toMatchObject({ rendezvous_number: null, arrival: null, gate_in_at: iso(7800) });
  });

  it('approves once with a comment, who and when; a second decision is a 400 on status', async () => {
    const [, first] = (await port.inject({ method: 'GET', url: '/api/activities/' })).json();
    const decide = (id: number | string, payload: object, c: Client = port) =>
      c.inject({ method: 'POST', url: `/api/activities/${id}/decision/`, payload });
    const res = await decide(first.id, { status: 'approved', comment: '  Seal checked  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      comment: 'Seal checked',
      decided_by: { id: t.ids.users.port, name: 'Pelin Port' },
    });
    expect(Date.now() - Date.parse(res.json().decided_at)).toBeLessThan(60_000);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(first.id, { status });
      expect(again.statusCode).toBe(400);
      expect(again.json().status[0]).toContain('already approved');
    }
    expect((await port.inject({ method: 'GET', url: `/api/activities/${first.id}/` })).json().status).toBe('approved');

    const [second] = (await port.inject({ method: 'GET', url: '/api/activities/?status=pending' })).json();
    for (const [payload, name] of [
      [{ status: 'maybe' }, 'status'],
      [{}, 'status'],
      [{ status: 'rejected', comment: 'x'.repeat(2001) }, 'comment'],
    ] as const) {
      const bad = await decide(second.id, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty(name);
    }
    expect((await decide('x', { status: 'approved' })).json()).toHaveProperty('id');
    const rejected = await decide(second.id, { status: 'rejected' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', comment: null });
    expect((await port.inject({ method: 'GET', url: '/api/activities/?status=pending' })).json()).toEqual([]);
  });

  it('keeps companies apart and needs the activity permissions', async () => {
    const [a] = (await port.inject({ method: 'GET', url: '/api/activities/' })).json();
    expect((await other.inject({ method: 'GET', url: `/api/activities/${a.id}/` })).statusCode).toBe(404);
    const foreign = await other.inject({ method: 'POST', url: `/api/activities/${a.id}/decision/`, payload: { status: 'rejected' } });
    expect(foreign.statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/activities/' })).json()).toEqual([]);
    expect(
      (await other.inject({ method: 'GET', url: '/api/activities/terminal-stats/' }))
        .json()
        .hours.every((h: { trucks: number }) => h.trucks === 0),
    ).toBe(true);
    const operator = await t.as('operator');
    expect((await operator.inject({ method: 'GET', url: `/api/activities/${a.id}/` })).statusCode).toBe(403);
  });

  it("gives the terminal's hours: every truck's gate wait, the known trucks' turn times against their windows", async () => {
    const res = await port.inject({ method: 'GET', url: '/api/activities/terminal-stats/?hours=6' });
    expect(res.statusCode, res.body).toBe(200);
    const { hours } = res.json();
    expect(hours).toHaveLength(6);
    const hourOf = (s: number) => new Date(Math.floor((T + s) / 3600) * 3600 * 1000).toISOString();
    const first = hours.find((h: { hour: string }) => h.hour === hourOf(600));
    expect(first).toMatchObject({ trucks: 1, gate_wait_s: 600, visits: 1, turn_time_s: 2500, on_time: 1, early: 0, late: 0 });
    expect(hours.reduce((n: number, h: { visits: number }) => n + h.visits, 0)).toBe(2);
    expect((await port.inject({ method: 'GET', url: '/api/activities/terminal-stats/?hours=0' })).json()).toHaveProperty('hours');
  });
});
