import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEvent, AlertExplanation, AlertRule, AlertStateRow, ObjectAlerts } from '@roadlens/contract/alert-rules';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { localMinutes } from './engine.ts';
import { evaluateCompany } from './evaluate.ts';

let t: TestApp;
let op: Client;
let devA: number;
let devB: number;
let truck: number;
let van: number;
let ghost: number;
/** The story happens in the past, so every detection is one the sensors could really have sent. */
const T0 = Math.floor(Date.now() / 1000) - 3 * 3600;
const at = (min: number) => T0 + min * 60;
const TRUCK = '00:1A:2B:3C:4D:01';
const VAN = '00:1A:2B:3C:4D:02';
let seq = 0;

async function ingest(records: Array<{ serial: string; fingerprint: string; min: number }>) {
  const res = await op.inject({
    method: 'POST',
    url: '/api/ingest/detections/',
    payload: { records: records.map((r) => ({ serial: r.serial, fingerprint: r.fingerprint, create_time: at(r.min) })) },
    headers: { 'idempotency-key': `tag-rules-${++seq}` },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
const evaluate = (min: number) => evaluateCompany(t.app, t.ids.companies.other, new Date(at(min) * 1000));
const createRule = async (payload: object) => {
  const res = await op.inject({ method: 'POST', url: '/api/alert_rules/', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AlertRule>();
};
const statesOf = async (rule: AlertRule) =>
  new Map(
    (await op.inject({ method: 'GET', url: `/api/alert_rules/${rule.id}/states/` })).json<AlertStateRow[]>().map((s) => [s.object_id, s]),
  );
const eventsOf = async (rule: AlertRule) =>
  (await op.inject({ method: 'GET', url: `/api/alert_events/?rule=${rule.id}&page_size=50` })).json<{ results: AlertEvent[] }>().results;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('other');
  const dev = async (s: string) => (await op.inject({ method: 'POST', url: `/api/map/devices/?s=${s}` })).json<{ id: number }>().id;
  [devA, devB] = [await dev('TR-A'), await dev('TR-B')];
  const tag = async (payload: object) => (await op.inject({ method: 'POST', url: '/api/tags/', payload })).json<{ id: number }>().id;
  [truck, van, ghost] = [
    await tag({ name: 'Truck 7', mac: TRUCK }),
    await tag({ name: 'Van 2', mac: VAN.toLowerCase() }),
    await tag({ name: 'Ghost badge', tag_id: 'BADGE-9' }),
  ];
  // Registered well before the story starts: never seen since.
  await t.db.query('UPDATE known_tags SET created_at = to_timestamp($2) WHERE id = $1', [ghost, at(-120)]);
  await ingest([
    { serial: 'TR-A', fingerprint: TRUCK, min: -50 },
    { serial: 'TR-B', fingerprint: TRUCK, min: -20 },
    { serial: 'TR-A', fingerprint: VAN, min: -3 },
    { serial: 'TR-B', fingerprint: 'someone-else', min: -1 },
  ]);
});
afterAll(() => t?.close());

describe('alert rules on tags', () => {
  it('refuses a tag condition on a link, bad minutes and another company’s tag or sensor, naming the field', async () => {
    const demo = await t.as('operator');
    const theirDevice = (await demo.inject({ method: 'POST', url: '/api/map/devices/?s=TR-THEIRS' })).json<{ id: number }>().id;
    const theirTag = (await demo.inject({ method: 'POST', url: '/api/tags/', payload: { name: 'Theirs', tag_id: 'X-1' } })).json<{
      id: number;
    }>().id;
    const post = async (payload: object) => {
      const res = await op.inject({
        method: 'POST',
        url: '/api/alert_rules/',
        payload: { name: 'x', object_type: 'tag', condition: { kind: 'tag_not_seen', minutes: 15 }, ...payload },
      });
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json());
    };
    expect(await post({ object_type: 'link' })).toContain('condition.kind');
    expect(await post({ condition: { kind: 'tag_seen', minutes: 0 } })).toContain('condition.minutes');
    expect(await post({ condition: { kind: 'tag_seen', minutes: 10, recover_minutes: 5 } })).toContain('condition.recover_minutes');
    expect(await post({ condition: { kind: 'tag_not_seen', minutes: 10, recover_minutes: 20 } })).toContain('condition.recover_minutes');
    expect(await post({ object_ids: [theirTag] })).toContain('object_ids');
    expect(await post({ condition: { kind: 'tag_seen', minutes: 10, device_ids: [devA, theirDevice] } })).toContain('condition.device_ids');
    expect((await demo.inject({ method: 'GET', url: `/api/alerts/tag/${truck}/` })).statusCode).toBe(404);
  });

  it('"not seen for N minutes" fires for every unseen tag, explains itself with the last sighting, and recovers when the tag shows up', async () => {
    const rule = await createRule({
      name: 'Fleet missing',
      object_type: 'tag',
      condition: { kind: 'tag_not_seen', minutes: 15 },
      severity: 'error',
    });
    expect(rule.condition).toEqual({ kind: 'tag_not_seen', minutes: 15, device_ids: null });
    await evaluate(0);
    const states = await statesOf(rule);
    expect(states.get(truck)).toMatchObject({ state: 'alerting', object_name: 'Truck 7' });
    expect(states.get(truck)!.observed).toMatchObject({
      value: 20,
      threshold: 15,
      baseline_kind: 'tag_last_seen',
      interval_start: new Date(at(-20) * 1000).toISOString(),
      seen_by: { id: devB, name: 'TR-B' },
    });
    expect(states.get(van)?.state).toBe('ok');
    expect(states.get(ghost)).toMatchObject({
      state: 'alerting',
      observed: { value: 120, baseline_kind: 'tag_never_seen', seen_by: null },
    });

    const alerts = (await op.inject({ method: 'GET', url: `/api/alerts/tag/${truck}/` })).json<ObjectAlerts>();
    expect(alerts).toMatchObject({
      object_type: 'tag',
      object_name: 'Truck 7',
      events: [{ to_state: 'alerting', rule_name: 'Fleet missing' }],
    });
    const why = (await op.inject({ method: 'GET', url: `/api/alert_events/${alerts.events[0].id}/` })).json<AlertExplanation>();
    expect(why.event.observed?.seen_by).toEqual({ id: devB, name: 'TR-B' });
    expect(why.unit).toBe('detections / 5 min');
    expect(why.series.reduce((n, p) => n + (p.value ?? 0), 0)).toBe(2);

    const notes = (await op.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=50' })).json<{
      results: Array<{ level: string; data: { object_type?: string; object_id?: number; alert_name?: string } }>;
    }>().results;
    const truckNote = notes.find((n) => n.data.alert_name === 'Fleet missing' && n.data.object_id === truck);
    expect(truckNote).toMatchObject({ level: 'error', data: { object_type: 'tag' } });

    await ingest([{ serial: 'TR-B', fingerprint: TRUCK, min: 5 }]);
    await evaluate(6);
    expect((await statesOf(rule)).get(truck)?.state).toBe('ok');
    expect((await eventsOf(rule)).filter((e) => e.object_id === truck).map((e) => e.to_state)).toEqual(['ok', 'alerting']);
    await op.inject({ method: 'PUT', url: `/api/alert_rules/${rule.id}/`, payload: { ...rule, enabled: false } });
  });

  it('"seen within N minutes" at chosen sensors waits out its pending period and holds through gaps shorter than its recover threshold', async () => {
    const rule = await createRule({
      name: 'Van at depot',
      object_type: 'tag',
      object_ids: [van, truck],
      condition: { kind: 'tag_seen', minutes: 10, recover_minutes: 30, device_ids: [devA] },
      pending_minutes: 5,
    });
    await ingest([{ serial: 'TR-A', fingerprint: VAN, min: 8 }]);
    await evaluate(10);
    const states = await statesOf(rule);
    expect(states.get(van)?.state).toBe('pending');
    // The truck was seen later at B, but this rule only listens to A.
    expect(states.get(truck)).toMatchObject({ state: 'ok', observed: { value: 60, seen_by: { id: devA } } });
    await evaluate(16);
    expect((await statesOf(rule)).get(van)?.state).toBe('alerting');
    await evaluate(30); // 22 minutes unseen: past 10, but under the recover threshold of 30
    expect((await statesOf(rule)).get(van)?.state).toBe('alerting');
    await evaluate(40);
    expect((await statesOf(rule)).get(van)?.state).toBe('ok');
    const events = await eventsOf(rule);
    expect(events.map((e) => e.to_state)).toEqual(['ok', 'alerting', 'pending']);
    expect(events[0].observed).toMatchObject({ value: 32, threshold: 30, seen_by: { id: devA, name: 'TR-A' } });
  });

  it('keeps a change in quiet hours without telling anyone', async () => {
    const local = localMinutes(at(41), 'Europe/Berlin');
    const hhmm = (m: number) => {
      const x = (m + 1440) % 1440;
      return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
    };
    const rule = await createRule({
      name: 'Badge missing at night',
      object_type: 'tag',
      object_ids: [ghost],
      condition: { kind: 'tag_not_seen', minutes: 15 },
      quiet_hours: { from: hhmm(local - 60), to: hhmm(local + 60) },
    });
    await evaluate(41);
    expect(await eventsOf(rule)).toMatchObject([{ object_id: ghost, to_state: 'alerting', muted: true }]);
    const notes = (await op.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=50' })).json<{
      results: Array<{ data: { alert_name?: string } }>;
    }>().results;
    expect(notes.some((n) => n.data.alert_name === 'Badge missing at night')).toBe(false);
  });
});
