import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { Env } from '../../env.ts';
import { deliverMail } from '../../lib/mail.ts';
import { safeFetch } from '../../lib/outbound.ts';
import type { ClaimedDelivery } from './deliveries.queries.ts';
import { applySignOverride } from './sign-override.ts';
import { openWebhookSecret, webhookPolicy } from './targets.ts';

export interface SendDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
}

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** What the attempt did, for the delivery log. */
  detail?: string | null;
}

export const SIGNATURE_HEADER = 'x-roadlens-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed too, so a captured request cannot be replayed later as new. */
export function signature(secret: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** The body a receiver gets: the stored payload with its delivery id, company and send time. */
export function webhookBody(d: ClaimedDelivery): string {
  return JSON.stringify({
    type: d.payload.type,
    delivery_id: d.id,
    sent_at: new Date().toISOString(),
    company: d.company_name,
    alert: d.payload.alert,
  });
}

function mailOf(d: ClaimedDelivery): { subject: string; text: string } {
  const a = d.payload.alert as {
    rule_name: string;
    object_type: string;
    object_name: string;
    to_state: string;
    at: string;
    url: string;
    observed?: { value?: number; unit?: string; baseline?: number; threshold?: number } | null;
  } | null;
  if (!a)
    return {
      subject: 'Roadlens: test of an alert action',
      text: `This is a test from ${d.company_name}: e-mails from this action reach you.`,
    };
  const o = a.observed;
  const figures =
    o && o.value != null
      ? `\nObserved: ${o.value} ${o.unit ?? ''}${o.baseline != null ? `, baseline ${o.baseline}` : ''}${o.threshold != null ? `, threshold ${o.threshold}` : ''}`
      : '';
  return {
    subject: `Alert - ${a.to_state}: ${a.rule_name} (${a.object_name})`,
    text: `The state of the alert ${a.rule_name} for ${a.object_type} ${a.object_name} has changed to ${a.to_state} at ${a.at}.${figures}\n\n${a.url}`,
  };
}

/** One attempt at one delivery. Never throws: the outcome goes to the delivery's log. */
export async function attempt(deps: SendDeps, d: ClaimedDelivery): Promise<AttemptResult> {
  try {
    if (d.kind === 'sign_override') return await applySignOverride(deps.db, d);
    if (d.kind === 'email') {
      const { subject, text } = mailOf(d);
      for (const to of d.config.recipients ?? []) await deliverMail(deps.db, deps.env, deps.log, { to, subject, text });
      return { ok: true, statusCode: null, error: null };
    }
    if (!d.secret_sealed || !d.config.url) return { ok: false, statusCode: null, error: 'The webhook has no URL or secret.' };
    const body = webhookBody(d);
    const t = Math.floor(Date.now() / 1000);
    const res = await safeFetch(d.config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Roadlens-Webhook/1',
        'x-roadlens-delivery': String(d.id),
        [SIGNATURE_HEADER]: signature(openWebhookSecret(deps.env, d.secret_sealed), body, t),
      },
      body,
      policy: webhookPolicy(deps.env),
      timeoutMs: 10_000,
      maxBytes: 64 * 1024,
      redirect: 'manual',
    });
    await res.arrayBuffer().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? null : `The receiver answered ${res.status}.` };
  } catch (err) {
    return { ok: false, statusCode: null, error: (err as Error).message.slice(0, 500) };
  }
}
