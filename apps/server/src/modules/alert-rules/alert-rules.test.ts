import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRule, AlertRuleInput, AlertStateRow, ObjectAlerts, AlertExplanation } from '@roadlens/contract/alert-rules';
import type { Delivery } from '../../lib/events.ts';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { evaluateCompany } from './evaluate.ts';

let t: TestApp;
let op: Client;
let company: number;
const ids: Record<string, number> = {};
/** Evaluation time: a whole 5-minute boundary plus 2 minutes, so "the latest interval" is NOW − 2 min. */
const NOW = Math.floor(Date.now() / 1000 / 300) * 300 - 3600 + 120;
const at = (s: number) => new Date(s * 1000);
const WEEK = 7 * 86400;

async function device(serial: string, lastSeenAgoS: number | null) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO devices (company_id, serial, name, last_seen) VALUES ($1, $2, $2, CASE WHEN $3::float8 IS NULL THEN NULL ELSE to_timestamp($4::float8 - $3::float8) END) RETURNING id`,
    [company, serial, lastSeenAgoS, NOW],
  );
  return rows[0].id;
}
async function link(name: string, freeFlowS: number) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, $2, 1000, $3) RETURNING id`,
    [company, name, freeFlowS],
  );
  return rows[0].id;
}
async function interval(linkId: number, startS: number, medianS: number, accepted = 8, raw = 10) {
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s, speed_kmh) VALUES ($1, 0, to_timestamp($2::float8), $4::int, $3::int, $5::float8, 3600 / $5::float8)
     ON CONFLICT (link_id, mode, start) DO UPDATE SET median_s = EXCLUDED.median_s, accepted_count = EXCLUDED.accepted_count, raw_count = EXCLUDED.raw_count`,
    [linkId, startS, accepted, raw, medianS],
  );
}
/** Typical 100 s with a little spread: the same slot in each of the previous four weeks. */
async function typicalHistory(linkId: number, slot: number) {
  for (const [k, v] of [
    [1, 96],
    [2, 100],
    [3, 104],
    [4, 100],
  ])
    await interval(linkId, slot - k * WEEK, v);
}
const rule = (body: Partial<AlertRuleInput> & Pick<AlertRuleInput, 'name' | 'object_type' | 'condition'>) =>
  op.inject({ method: 'POST', url: '/api/alert_rules/', payload: body });
async function make(body: Parameters<typeof rule>[0]): Promise<number> {
  const res = await rule(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AlertRule>().id;
}
const states = async (ruleId: number) =>
  (await op.inject({ method: 'GET', url: `/api/alert_rules/${ruleId}/states/` })).json<AlertStateRow[]>();
const stateOf = async (ruleId: number, objectId: number) => (await states(ruleId)).find((s) => s.object_id === objectId)?.state;
const evaluate = (s: number) => evaluateCompany(t.app, company, at(s));

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('other');
  company = t.ids.companies.other;
  // Typical moves by local weeks; in UTC no clock change can move a slot out of its window.
  await t.db.query(`UPDATE companies SET time_zone = 'UTC' WHERE id = $1`, [company]);
  const slot = NOW - 120;
  ids.slow = await link('Slow link', 100);
  ids.fine = await link('Fine link', 100);
  ids.empty = await link('Empty link', 100);
  for (const l of [ids.slow, ids.fine]) await typicalHistory(l, slot);
  await interval(ids.slow, slot, 200);
  await interval(ids.fine, slot, 100);
  await interval(ids.empty, slot - 3 * 3600, 100); // data three hours ago, none since
  const { rows } = await t.db.query<{ id: number }>('INSERT INTO routes (company_id, name) VALUES ($1, $2) RETURNING id', [
    company,
    'Slow + fine',
  ]);
  ids.route = rows[0].id;
  await t.db.query('INSERT INTO route_links (route_id, position, link_id) VALUES ($1, 0, $2), ($1, 1, $3)', [
    ids.route,
    ids.slow,
    ids.fine,
  ]);
  ids.offline = await device('S-OFF', 3 * 3600);
  ids.silent = await device('S-SILENT', 30 * 60);
  ids.online = await device('S-ON', 60);
});
afterAll(() => t.close());

describe('alert rules: input', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const base = { name: 'x', object_type: 'link' as const };
    const cases: Array<[unknown, string]> = [
      [{ ...base, object_ids: [999_999], condition: { kind: 'no_data', minutes: 30 } }, 'object_ids'],
      [{ ...base, condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 0 } }, 'condition.value'],
      [{ ...base, condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 1e9 } }, 'condition.value'],
      [{ ...base, condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 100, recover: 150 } }, 'condition.recover'],
      [{ ...base, condition: { kind: 'moon_phase' } }, 'condition.kind'],
      [{ ...base, condition: { kind: 'sensor_offline' } }, 'condition.kind'],
      [{ ...base, condition: { kind: 'no_data', minutes: 30 }, action_ids: [999_999] }, 'action_ids'],
      [{ ...base, condition: { kind: 'no_data', minutes: 30 }, quiet_hours: { from: '25:00', to: '06:00' } }, 'quiet_hours.from'],
      [{ ...base, object_type: 'planet', condition: { kind: 'no_data', minutes: 30 } }, 'object_type'],
    ];
    for (const [payload, field] of cases) {
      const res = await op.inject({ method: 'POST', url: '/api/alert_rules/', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(payload)).toContain(field);
    }
  });

  it('scopes rules to the company: another company’s rule or object is not found', async () => {
    const demo = await t.as('operator');
    const demoRules = (await demo.inject({ method: 'GET', url: '/api/alert_rules/' })).json<{ results: AlertRule[] }>().results;
    expect(demoRules.map((r) => r.name)).toContain('Heavy congestion'); // seeded for Demo City
    const theirs = demoRules[0].id;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await op.inject({
        method,
        url: `/api/alert_rules/${theirs}/`,
        payload: method === 'PUT' ? { name: 'x', object_type: 'link', condition: { kind: 'no_data', minutes: 30 } } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await op.inject({ method: 'GET', url: `/api/alerts/link/${ids.slow}/` })).statusCode).toBe(200);
    expect((await demo.inject({ method: 'GET', url: `/api/alerts/link/${ids.slow}/` })).statusCode).toBe(404);
    expect((await (await t.as('viewer')).inject({ method: 'GET', url: '/api/alert_rules/' })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: '/api/alert_rules/' })).statusCode).toBe(401);
  });
});

describe('alert rules: every condition kind', () => {
  it('judges links, routes and sensors on their stored figures', async () => {
    const L = { object_type: 'link' as const, min_samples: 3 };
    const r = {
      threshold: await make({ ...L, name: 'tt > 150 s', condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150 } }),
      speed: await make({ ...L, name: 'speed < 25 km/h', condition: { kind: 'threshold', metric: 'speed', op: 'below', value: 25 } }),
      freeFlow: await make({
        ...L,
        name: '> 150 % free flow',
        condition: { kind: 'free_flow_percent', metric: 'travel_time', op: 'above', percent: 150 },
      }),
      typical: await make({
        ...L,
        name: '50 % over typical',
        condition: { kind: 'typical_percent', metric: 'travel_time', op: 'above', percent: 50 },
      }),
      sigma: await make({
        ...L,
        name: '3 σ over typical',
        condition: { kind: 'typical_sigma', metric: 'travel_time', op: 'above', sigmas: 3 },
      }),
      delay: await make({ ...L, name: 'delay > 60 s', condition: { kind: 'delay', reference: 'free_flow', seconds: 60 } }),
      unusual: await make({ ...L, name: 'unusual delay > 60 s', condition: { kind: 'delay', reference: 'typical', seconds: 60 } }),
      noData: await make({ ...L, name: 'no data 30 min', condition: { kind: 'no_data', minutes: 30 } }),
      route: await make({ name: 'route delay', object_type: 'route', condition: { kind: 'delay', reference: 'free_flow', seconds: 60 } }),
      offline: await make({
        name: 'offline',
        object_type: 'device',
        object_ids: [ids.offline, ids.silent, ids.online],
        condition: { kind: 'sensor_offline' },
      }),
      silent: await make({
        name: 'silent',
        object_type: 'device',
        object_ids: [ids.offline, ids.silent, ids.online],
        condition: { kind: 'sensor_silent' },
      }),
      devNoData: await make({
        name: 'quiet 20 min',
        object_type: 'device',
        object_ids: [ids.silent, ids.online],
        condition: { kind: 'no_data', minutes: 20 },
      }),
    };
    const res = await evaluate(NOW);
    expect(res.rules).toBe(12);
    for (const k of ['threshold', 'speed', 'freeFlow', 'typical', 'sigma', 'delay', 'unusual'] as const) {
      expect([k, await stateOf(r[k], ids.slow), await stateOf(r[k], ids.fine), await stateOf(r[k], ids.empty)]).toEqual([
        k,
        'alerting',
        'ok',
        'nodata',
      ]);
    }
    expect([await stateOf(r.noData, ids.slow), await stateOf(r.noData, ids.empty)]).toEqual(['ok', 'alerting']);
    expect(await stateOf(r.route, ids.route)).toBe('alerting'); // 300 s against 200 s free flow
    expect([await stateOf(r.offline, ids.offline), await stateOf(r.offline, ids.silent), await stateOf(r.offline, ids.online)]).toEqual([
      'alerting',
      'ok',
      'ok',
    ]);
    expect([await stateOf(r.silent, ids.offline), await stateOf(r.silent, ids.silent), await stateOf(r.silent, ids.online)]).toEqual([
      'alerting',
      'alerting',
      'ok',
    ]);
    expect([await stateOf(r.devNoData, ids.silent), await stateOf(r.devNoData, ids.online)]).toEqual(['alerting', 'ok']);

    // The alert explains itself: baseline, observed value, samples, rejected share.
    const tab = (await op.inject({ method: 'GET', url: `/api/alerts/link/${ids.slow}/` })).json<ObjectAlerts>();
    const typ = tab.events.find((e) => e.rule_id === r.typical)!;
    expect(typ).toMatchObject({ from_state: 'ok', to_state: 'alerting', object_name: 'Slow link' });
    expect(typ.observed).toMatchObject({
      value: 200,
      baseline: 100,
      baseline_kind: 'typical',
      threshold: 150,
      samples: 8,
      raw_samples: 10,
      rejected_share: 0.2,
    });
    const explained = (await op.inject({ method: 'GET', url: `/api/alert_events/${typ.id}/` })).json<AlertExplanation>();
    expect(explained.rule.id).toBe(r.typical);
    expect(explained.series.map((p) => p.value)).toContain(200);
    expect(explained.unit).toBe('s');

    // An object that never had a value starts in no data without a change (nobody is told); the no-data rule does fire.
    const empty = (await op.inject({ method: 'GET', url: `/api/alerts/link/${ids.empty}/` })).json<ObjectAlerts>();
    expect(empty.events.map((e) => [e.rule_id, e.to_state])).toEqual([[r.noData, 'alerting']]);
    expect(empty.states.filter((s) => s.state === 'nodata')).toHaveLength(7);

    // A second evaluation with nothing new changes nothing.
    expect((await evaluate(NOW + 30)).changes).toBe(0);
    // Its first value ends that start quietly too; only the no-data rule, which had fired, recovers.
    await interval(ids.empty, NOW - 60, 100);
    await evaluate(NOW + 60);
    const after = (await op.inject({ method: 'GET', url: `/api/alerts/link/${ids.empty}/` })).json<ObjectAlerts>();
    expect(after.events.map((e) => [e.rule_id, e.to_state])).toEqual([
      [r.noData, 'ok'],
      [r.noData, 'alerting'],
    ]);
    expect(
      after.states
        .filter((s) => s.state === 'ok')
        .map((s) => s.rule_id)
        .sort(),
    ).toEqual([r.threshold, r.speed, r.freeFlow, r.delay, r.noData].sort());
    for (const id of Object.values(r)) expect((await op.inject({ method: 'DELETE', url: `/api/alert_rules/${id}/` })).statusCode).toBe(204);
  });

  it('reads a sensor’s rate against its usual for this hour of the week', async () => {
    const low = await device('S-LOW', 60);
    const put = (weeksAgo: number, n: number) =>
      t.db.query(
        `INSERT INTO detections (device_id, fingerprint, create_time)
       SELECT $1, 'fp' || g, now() - make_interval(days => 7 * $2) - make_interval(secs => 5 + g * (3500.0 / $3)) FROM generate_series(0, $3 - 1) g`,
        [low, weeksAgo, n],
      );
    for (const w of [1, 2, 3]) await put(w, 60);
    await put(0, 5);
    const id = await make({
      name: 'low rate',
      object_type: 'device',
      object_ids: [low, ids.online],
      condition: { kind: 'low_rate', percent: 25 },
    });
    await evaluateCompany(t.app, company);
    const s = (await states(id)).find((x) => x.object_id === low)!;
    expect(s.state).toBe('alerting');
    expect(s.observed).toMatchObject({ value: 5, baseline: 60, threshold: 15 });
    expect(await stateOf(id, ids.online)).toBe('nodata'); // no usual rate to compare with
    await op.inject({ method: 'DELETE', url: `/api/alert_rules/${id}/` });
  });
});

describe('alert rules: pending, hysteresis, samples, quiet hours, notifications', () => {
  it('waits out the pending period, recovers only past the recover threshold, and tells the company', async () => {
    const l = await link('Pending link', 100);
    const id = await make({
      name: 'Jam',
      object_type: 'link',
      object_ids: [l],
      pending_minutes: 10,
      min_samples: 3,
      severity: 'error',
      condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150, recover: 120 },
    });
    const seen: Delivery[] = [];
    const off = t.app.events.subscribe((d) => seen.push(d));
    const T = NOW + 3600;
    await interval(l, T - 120, 200);
    await evaluate(T);
    expect(await stateOf(id, l)).toBe('pending');
    await interval(l, T + 180, 1000, 1, 1); // one vehicle: too thin to judge, state and clock kept
    await evaluate(T + 300);
    expect(await stateOf(id, l)).toBe('pending');
    await interval(l, T + 480, 210);
    await evaluate(T + 600);
    expect(await stateOf(id, l)).toBe('alerting');
    await interval(l, T + 780, 130); // under 150 but over the recover threshold: still alerting
    await evaluate(T + 900);
    expect(await stateOf(id, l)).toBe('alerting');
    await interval(l, T + 1080, 110);
    await evaluate(T + 1200);
    expect(await stateOf(id, l)).toBe('ok');
    off();

    const history = (await op.inject({ method: 'GET', url: `/api/alerts/link/${l}/` }))
      .json<ObjectAlerts>()
      .events.map((e) => `${e.from_state}>${e.to_state}`);
    expect(history).toEqual(['alerting>ok', 'pending>alerting', 'ok>pending']);
    // Pending is not announced; alerting and recovery are, to every user of the company who may see links.
    const notes = seen
      .filter((d) => d.event.type === 'notification' && 'userId' in d.to && d.to.userId === op.userId)
      .map((d) => (d.event as { notification: { level: string; data: Record<string, unknown> } }).notification);
    expect(notes.map((n) => [n.level, n.data.state])).toEqual([
      ['error', 'Alerting'],
      ['success', 'OK'],
    ]);
    expect(notes[0].data).toMatchObject({ alert_name: 'Jam', object_type: 'link', object_name: 'Pending link', object_id: l });
    // Every evaluation that wrote the rule's states is announced to the company (pending included), and only those:
    // the two that kept the state and its clock are not.
    const announced = seen.filter((d) => d.event.type === 'alert_states' && d.event.rule_ids.includes(id));
    expect(announced.map((d) => d.to)).toEqual([{ companyId: company }, { companyId: company }, { companyId: company }]);
    const list = (await op.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=5' })).json<{
      results: Array<{ actor_type: string; description: string }>;
    }>();
    expect(list.results[0]).toMatchObject({
      actor_type: 'alertbind',
      description: 'The state of the alert Jam for link Pending link has changed to OK',
    });
    const demoOp = await t.as('operator');
    expect(
      (await demoOp.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=50' }))
        .json<{ results: Array<{ data: { alert_name?: string } }> }>()
        .results.some((n) => n.data.alert_name === 'Jam'),
    ).toBe(false);
  });

  it('keeps changes in quiet hours without telling anyone', async () => {
    const l = await link('Quiet link', 100);
    await interval(l, NOW - 120, 300);
    const allDay = { from: '00:00', to: '23:59' };
    const id = await make({
      name: 'Night jam',
      object_type: 'link',
      object_ids: [l],
      quiet_hours: allDay,
      condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150 },
    });
    await evaluate(NOW);
    expect(await stateOf(id, l)).toBe('alerting');
    const [e] = (await op.inject({ method: 'GET', url: `/api/alerts/link/${l}/` })).json<ObjectAlerts>().events;
    expect(e.muted).toBe(true);
    const notes = (await op.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=100' })).json<{
      results: Array<{ data: { alert_name?: string } }>;
    }>().results;
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.some((n) => n.data.alert_name === 'Night jam')).toBe(false);
  });

  it('acknowledges and resolves an alert, keeping who and when', async () => {
    const l = await link('Ack link', 100);
    await interval(l, NOW - 120, 300);
    const id = await make({
      name: 'Ack me',
      object_type: 'link',
      object_ids: [l],
      condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150 },
    });
    await evaluate(NOW);
    const [e] = (await op.inject({ method: 'GET', url: `/api/alerts/link/${l}/` })).json<ObjectAlerts>().events;
    const demo = await t.as('operator');
    expect((await demo.inject({ method: 'POST', url: `/api/alert_events/${e.id}/acknowledge/` })).statusCode).toBe(404);
    const ack = await op.inject({ method: 'POST', url: `/api/alert_events/${e.id}/acknowledge/` });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ acknowledged_by: 'Otto Other' });
    expect(ack.json().acknowledged_at).toEqual(expect.any(String));
    const res = await op.inject({ method: 'POST', url: `/api/alert_events/${e.id}/resolve/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ from_state: 'alerting', to_state: 'ok', resolved_by: 'Otto Other' });
    expect(await stateOf(id, l)).toBe('ok');
    expect((await op.inject({ method: 'POST', url: `/api/alert_events/${e.id}/resolve/` })).statusCode).toBe(400);
    expect((await op.inject({ method: 'POST', url: `/api/alert_events/${res.json().id}/acknowledge/` })).statusCode).toBe(400);
  });
});
