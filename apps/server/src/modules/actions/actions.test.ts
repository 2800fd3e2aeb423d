import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Delivery } from '@roadlens/contract/actions';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import { evaluateCompany } from '../alert-rules/evaluate.ts';
import { processDeliveries } from './worker.ts';

let t: TestApp;
let op: Client;
let smtp: SMTPServer;
let receiver: http.Server;
const mails: Array<{ to: string[]; data: string }> = [];
const hooks: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
/** Status codes the receiver answers, in turn; 200 once they run out. */
const answers: number[] = [];
let smtpPort = 0;
let hookUrl = '';

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

/** The check a receiver makes: recompute the HMAC of "<t>.<body>" with its secret. */
function verify(header: string | undefined, body: string, secret: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2], 'hex')) && Math.abs(Date.now() / 1000 - Number(m[1])) < 300;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        cb();
      });
    },
  });
  await listen(smtp as never);
  smtpPort = ((smtp as unknown as { server: http.Server }).server.address() as AddressInfo).port;
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await listen(receiver);
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: smtpPort, WEBHOOK_ALLOW_PRIVATE: true });
  op = await t.as('other');
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => receiver.close(() => r()));
});

describe('actions: input', () => {
  it('refuses bad targets with a 400 naming the field, and private ones unless the operator allows them', async () => {
    const post = (payload: object) => op.inject({ method: 'POST', url: '/api/actions/', payload });
    const field = async (payload: object) => {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return Object.keys(res.json());
    };
    expect(await field({ kind: 'webhook', name: 'x', url: 'not a url' })).toContain('url');
    expect(await field({ kind: 'webhook', name: 'x', url: 'ftp://example.com/' })).toContain('url');
    expect(await field({ kind: 'email', name: 'x', recipients: ['nobody'] })).toContain('recipients.0');
    expect(await field({ kind: 'email', name: 'x', recipients: ['a@example.com'], rule_ids: [999_999] })).toContain('rule_ids');
    t.app.env.WEBHOOK_ALLOW_PRIVATE = false;
    try {
      expect(await field({ kind: 'webhook', name: 'x', url: 'https://127.0.0.1/hook' })).toContain('url');
      expect(await field({ kind: 'webhook', name: 'x', url: 'https://10.1.2.3/hook' })).toContain('url');
      expect(await field({ kind: 'webhook', name: 'x', url: 'http://93.184.215.14/hook' })).toContain('url'); // plain http to the internet
      expect(await field({ kind: 'email', name: 'x', recipients: ['ops@example.com', 'ops@printer.local'] })).toContain('recipients.1');
    } finally {
      t.app.env.WEBHOOK_ALLOW_PRIVATE = true;
    }
    expect((await (await t.as('viewer')).inject({ method: 'GET', url: '/api/actions/' })).statusCode).toBe(403);
  });
});

describe('actions: deliveries', () => {
  let hook: Action & { secret: string };
  let mail: Action;
  let ruleId: number;
  let linkId: number;

  it('send a test: an e-mail reaches the SMTP server, a webhook the receiver with a valid signature', async () => {
    mail = (
      await op.inject({
        method: 'POST',
        url: '/api/actions/',
        payload: { kind: 'email', name: 'Ops mail', recipients: ['ops@example.com'] },
      })
    ).json();
    const created = await op.inject({ method: 'POST', url: '/api/actions/', payload: { kind: 'webhook', name: 'Ops hook', url: hookUrl } });
    expect(created.statusCode).toBe(201);
    hook = created.json();
    expect(hook.secret).toMatch(/^whsec_/);
    expect((await op.inject({ method: 'GET', url: `/api/actions/${hook.id}/` })).json()).not.toHaveProperty('secret');

    const m = await op.inject({ method: 'POST', url: `/api/actions/${mail.id}/send_test/` });
    expect(m.json<Delivery>()).toMatchObject({ status: 'delivered', attempts: 1, test: true });
    expect(mails.at(-1)!.to).toEqual(['ops@example.com']);
    expect(mails.at(-1)!.data).toContain('Subject: Roadlens: test of an alert action');

    const h = await op.inject({ method: 'POST', url: `/api/actions/${hook.id}/send_test/` });
    expect(h.json<Delivery>()).toMatchObject({ status: 'delivered', log: [{ status_code: 200, error: null }] });
    const got = hooks.at(-1)!;
    expect(verify(got.headers['x-roadlens-signature'] as string, got.body, hook.secret)).toBe(true);
    expect(verify(got.headers['x-roadlens-signature'] as string, got.body, 'whsec_wrong')).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'test', company: 'Other City', alert: null });

    // Another company cannot see or trigger it.
    const demo = await t.as('operator');
    expect((await demo.inject({ method: 'POST', url: `/api/actions/${hook.id}/send_test/` })).statusCode).toBe(404);
    expect((await demo.inject({ method: 'GET', url: `/api/actions/${hook.id}/deliveries/` })).statusCode).toBe(404);
  });

  it('a rule’s state change sends its actions: a signed alert to the webhook and an e-mail', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO links (company_id, name, length_m, free_flow_s) VALUES ($1, 'Hook link', 1000, 100) RETURNING id`,
      [t.ids.companies.other],
    );
    linkId = rows[0].id;
    await t.db.query(
      `INSERT INTO intervals (link_id, mode, start, raw_count, accepted_count, median_s) VALUES ($1, 0, now() - interval '2 minutes', 6, 5, 400)`,
      [linkId],
    );
    const res = await op.inject({
      method: 'POST',
      url: '/api/alert_rules/',
      payload: {
        name: 'Hooked',
        object_type: 'link',
        object_ids: [linkId],
        condition: { kind: 'threshold', metric: 'travel_time', op: 'above', value: 150 },
        action_ids: [hook.id, mail.id],
      },
    });
    ruleId = res.json().id;
    expect((await op.inject({ method: 'GET', url: `/api/actions/${hook.id}/` })).json<Action>().rule_ids).toEqual([ruleId]);
    const before = hooks.length;
    expect((await evaluateCompany(t.app, t.ids.companies.other)).deliveries).toBe(2);
    await processDeliveries({ db: t.db, env: t.app.env, log: t.app.log });
    expect(hooks.length).toBe(before + 1);
    const got = hooks.at(-1)!;
    expect(verify(got.headers['x-roadlens-signature'] as string, got.body, hook.secret)).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'alert.state_changed',
      alert: {
        rule_name: 'Hooked',
        object_type: 'link',
        object_id: linkId,
        object_name: 'Hook link',
        from_state: 'ok',
        to_state: 'alerting',
        url: `/dashboard/links/${linkId}/alerts`,
      },
    });
    expect(JSON.parse(got.body).alert.observed).toMatchObject({ value: 400, threshold: 150, samples: 5, raw_samples: 6 });
    expect(mails.at(-1)!.data).toContain('Alert - alerting: Hooked (Hook link)');
  });

  it('retries a failing webhook with backoff, logs every response code, and gives up after the last attempt', async () => {
    answers.push(500, 503);
    const first = (await op.inject({ method: 'POST', url: `/api/actions/${hook.id}/send_test/` })).json<Delivery>();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, log: [{ status_code: 500 }] });
    const wait = (Date.parse(first.next_attempt_at!) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThan(31);
    // Not due yet: nothing is sent.
    expect(await processDeliveries({ db: t.db, env: t.app.env, log: t.app.log })).toBe(0);
    const due = () => t.db.query(`UPDATE action_deliveries SET next_attempt_at = now() WHERE id = $1`, [first.id]);
    await due();
    await processDeliveries({ db: t.db, env: t.app.env, log: t.app.log });
    await due();
    await processDeliveries({ db: t.db, env: t.app.env, log: t.app.log });
    const log = (await op.inject({ method: 'GET', url: `/api/actions/${hook.id}/deliveries/` }))
      .json<{ results: Delivery[] }>()
      .results.find((d) => d.id === first.id)!;
    expect(log).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(log.log.map((a) => a.status_code)).toEqual([500, 503, 200]);

    answers.push(...Array(10).fill(500));
    const doomed = (await op.inject({ method: 'POST', url: `/api/actions/${hook.id}/send_test/` })).json<Delivery>();
    for (let i = 0; i < 6; i++) {
      await t.db.query(`UPDATE action_deliveries SET next_attempt_at = now() WHERE id = $1`, [doomed.id]);
      await processDeliveries({ db: t.db, env: t.app.env, log: t.app.log });
    }
    const gaveUp = (await op.inject({ method: 'GET', url: `/api/actions/${hook.id}/deliveries/` }))
      .json<{ results: Delivery[] }>()
      .results.find((d) => d.id === doomed.id)!;
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 6 });
    answers.length = 0;
  });
});
