import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Delivery } from '@roadlens/contract/actions';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { evaluateCompany } from '../alert-rules/evaluate.ts';
import { setSignOverride } from '../signs/override.ts';
import { processDeliveries } from './worker.ts';

let t: TestApp;
let op: Client;
let signId: number;
let foreignSignId: number;
let linkId: number;

const LINES = ['INCIDENT AHEAD', 'USE D100'];
const insertSign = async (companyId: number, name: string) =>
  (
    await t.db.query<{ id: number }>(
      `INSERT INTO signs (company_id, name, lat, lng, lines) VALUES ($1, $2, 52.5, 13.4, '[{"template": "DRIVE SAFELY", "fallback": ""}]') RETURNING id`,
      [companyId, name],
    )
  ).rows[0].id;
const current = async (id: number) =>
  (await op.inject({ method: 'GET', url: `/api/signs/${id}/current/` })).json<{
    lines: string[];
    reason: string;
    override_expires_at: string | null;
  }>();
const overrideLog = async (id: number) =>
  (
    await t.db.query<{ lines: string[]; detail: string }>(
      `SELECT lines, detail FROM sign_messages WHERE sign_id = $1 AND reason = 'override' ORDER BY id`,
      [id],
    )
  ).rows;
const deliver = () => processDeliveries({ db: t.db, env: t.app.env, log: t.app.log });
const evaluate = () => evaluateCompany(t.app, t.ids.companies.other);
const setTravelTime = (s: number) => t.db.query('UPDATE intervals SET median_s = $2 WHERE link_id = $1', [linkId, s]);

beforeAll(async () => {
  t = await createTestApp();
  op = await t.as('other');
  signId = await insertSign(t.ids.companies.other, 'Ring VMS');
  foreignSignId = await insertSign(t.ids.companies.demo, 'Demo VMS');
  linkId = (
    await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, 'Ring link', 1000, 100) RETURNING id`,
      [t.ids.companies.other],
    )
  ).rows[0].id;
  await t.db.query(
    `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s) VALUES ($1, 0, now() - interval '2 minutes', 6, 5, 400)`,
    [linkId],
  );
});
afterAll(() => t?.close());

describe('actions: sign message override', () => {
  let action: Action;

  it('refuses bad input with a 400 naming the field, another company’s sign included', async () => {
    const field = async (payload: object) => {
      const res = await op.inject({
        method: 'POST',
        url: '/api/actions/',
        payload: { kind: 'sign_override', name: 'VMS', sign_id: signId, lines: LINES, duration_minutes: 30, ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return Object.keys(res.json());
    };
    expect(await field({ sign_id: foreignSignId })).toContain('sign_id');
    expect(await field({ sign_id: 999_999 })).toContain('sign_id');
    expect(await field({ duration_minutes: 0 })).toContain('duration_minutes');
    expect(await field({ duration_minutes: 1441 })).toContain('duration_minutes');
    expect(await field({ duration_minutes: undefined })).toContain('duration_minutes');
    expect(await field({ lines: [] })).toContain('lines');
    expect(await field({ lines: ['X'.repeat(41)] })).toContain('lines.0');
  });

  it('send a test leaves the sign alone and logs what an alert would show', async () => {
    const res = await op.inject({
      method: 'POST',
      url: '/api/actions/',
      payload: { kind: 'sign_override', name: 'Ring VMS message', sign_id: signId, lines: LINES, duration_minutes: 30 },
    });
    expect(res.statusCode, res.body).toBe(201);
    action = res.json();
    expect(action).toMatchObject({
      kind: 'sign_override',
      sign_id: signId,
      lines: LINES,
      duration_minutes: 30,
      url: null,
      recipients: null,
    });
    const test = (await op.inject({ method: 'POST', url: `/api/actions/${action.id}/send_test/` })).json<Delivery>();
    expect(test).toMatchObject({ status: 'delivered', test: true });
    expect(test.log[0].detail).toContain('INCIDENT AHEAD / USE D100');
    expect((await current(signId)).reason).not.toBe('override');
    expect(await overrideLog(signId)).toEqual([]);
  });

  it('alerting puts the lines on the sign until now + duration; recovering takes them down', async () => {
    const rule = await op.inject({
      method: 'POST',
      url: '/api/alert_rules/',
      payload: {
        name: 'Ring jam',
        object_type: 'link',
        object_ids: [linkId],
        condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150 },
        action_ids: [action.id],
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect((await evaluate()).deliveries).toBe(1);
    await deliver();
    const shown = await current(signId);
    expect(shown).toMatchObject({ lines: LINES, reason: 'override' });
    const expiresIn = Date.parse(shown.override_expires_at!) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const log = await overrideLog(signId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ lines: LINES });
    expect(log[0].detail).toContain('Alert Ring jam for link Ring link');

    await setTravelTime(100);
    await evaluate();
    await deliver();
    expect(await current(signId)).toMatchObject({ lines: ['DRIVE SAFELY'], reason: 'travel_times', override_expires_at: null });
    const deliveries = (await op.inject({ method: 'GET', url: `/api/actions/${action.id}/deliveries/` })).json<{ results: Delivery[] }>()
      .results;
    expect(deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(deliveries[0].log[0].detail).toContain('taken down');
  });

  it('recovering leaves a message someone else put up since', async () => {
    await setTravelTime(400);
    await evaluate();
    await deliver();
    expect((await current(signId)).lines).toEqual(LINES);
    await setSignOverride(t.db, t.ids.companies.other, signId, {
      lines: ['ROAD WORKS'],
      expires_at: new Date(Date.now() + 3600_000),
      reason: 'Operator',
    });
    await setTravelTime(100);
    await evaluate();
    await deliver();
    expect(await current(signId)).toMatchObject({ lines: ['ROAD WORKS'], reason: 'override' });
  });
});
