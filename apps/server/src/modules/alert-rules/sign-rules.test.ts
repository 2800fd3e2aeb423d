import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRule, ObjectAlerts } from '@roadlens/contract/alert-rules';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { evaluateCompany } from './evaluate.ts';

let t: TestApp;
let op: Client;
let stuck: number;
let fine: number;
let recent: number;

/** A sign whose message log says what it showed and when (minutes ago), the last entry being what it shows now. */
async function signWithLog(name: string, log: Array<{ ago: number; reason: string; lines: string[] }>): Promise<number> {
  const last = log.at(-1)!;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO signs (company_id, name, lat, lng, lines, shown_lines, shown_reason, shown_detail, shown_since)
     VALUES ($1, $2, 52.5, 13.4, '[{"template": "CITY {tt_min:1} MIN", "fallback": "CITY"}]', $3::jsonb, $4, '', now() - make_interval(mins => $5)) RETURNING id`,
    [t.ids.companies.other, name, JSON.stringify(last.lines), last.reason, last.ago],
  );
  for (const m of log) {
    await t.db.query(
      `INSERT INTO sign_messages (sign_id, at, lines, reason) VALUES ($1, now() - make_interval(mins => $2), $3::jsonb, $4)`,
      [rows[0].id, m.ago, JSON.stringify(m.lines), m.reason],
    );
  }
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('other');
  // Fallback for 30 minutes, its wording changed 5 minutes ago: still one fallback run.
  stuck = await signWithLog('Stuck VMS', [
    { ago: 60, reason: 'travel_times', lines: ['CITY 9 MIN'] },
    { ago: 30, reason: 'fallback', lines: ['CITY'] },
    { ago: 5, reason: 'fallback', lines: ['CITY', 'SLOW'] },
  ]);
  fine = await signWithLog('Fine VMS', [{ ago: 40, reason: 'travel_times', lines: ['CITY 9 MIN'] }]);
  recent = await signWithLog('Recent VMS', [
    { ago: 40, reason: 'fallback', lines: ['CITY'] },
    { ago: 20, reason: 'override', lines: ['WORKS'] },
    { ago: 3, reason: 'fallback', lines: ['CITY'] },
  ]);
});
afterAll(() => t?.close());

describe('alert rules on signs', () => {
  it('refuses another company’s sign and a sign condition on a link, naming the field', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO signs (company_id, name, lat, lng, lines) VALUES ($1, 'Demo', 0, 0, '[]') RETURNING id`,
      [t.ids.companies.demo],
    );
    const post = (payload: object) =>
      op.inject({
        method: 'POST',
        url: '/api/alert_rules/',
        payload: { name: 'x', condition: { kind: 'sign_fallback', minutes: 10 }, ...payload },
      });
    const foreign = await post({ object_type: 'sign', object_ids: [rows[0].id] });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json())).toContain('object_ids');
    const wrong = await post({ object_type: 'link' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toContain('condition.kind');
    const range = await post({ object_type: 'sign', condition: { kind: 'sign_fallback', minutes: 0 } });
    expect(range.statusCode).toBe(400);
    expect(Object.keys(range.json())).toContain('condition.minutes');
  });

  it('"showing fallback for N minutes" fires for the signs stuck on their fallback, and links to the sign’s alerts', async () => {
    const res = await op.inject({
      method: 'POST',
      url: '/api/alert_rules/',
      payload: { name: 'Sign stuck', object_type: 'sign', object_ids: null, condition: { kind: 'sign_fallback', minutes: 10 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rule = res.json<AlertRule>();
    await evaluateCompany(t.app, t.ids.companies.other);
    const states = (await op.inject({ method: 'GET', url: `/api/alert_rules/${rule.id}/states/` })).json<
      Array<{ object_id: number; object_name: string; state: string; observed: { value: number } }>
    >();
    const byId = new Map(states.map((s) => [s.object_id, s]));
    expect(byId.get(stuck)).toMatchObject({ state: 'alerting', object_name: 'Stuck VMS' });
    expect(byId.get(stuck)!.observed.value).toBeCloseTo(30, 0);
    expect(byId.get(fine)?.state).toBe('ok');
    expect(byId.get(recent)?.state).toBe('ok');

    const alerts = (await op.inject({ method: 'GET', url: `/api/alerts/sign/${stuck}/` })).json<ObjectAlerts>();
    expect(alerts).toMatchObject({
      object_type: 'sign',
      object_name: 'Stuck VMS',
      events: [{ to_state: 'alerting', rule_name: 'Sign stuck' }],
    });
    const notes = (await op.inject({ method: 'GET', url: '/api/platform/notifications/?page_size=20' })).json<{
      results: Array<{ data: { object_type?: string; object_id?: number } }>;
    }>().results;
    expect(notes.some((n) => n.data.object_type === 'sign' && n.data.object_id === stuck)).toBe(true);
  });
});
