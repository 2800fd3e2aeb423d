import { z } from 'zod';
import { Id, PageQuery, text } from './common.ts';
import { SignOverrideBody } from './signs.ts';

/** What an action does when a rule it serves changes state (the in-app notification always goes out). */
export const ActionKind = z.enum(['email', 'webhook', 'sign_override']);
export type ActionKind = z.infer<typeof ActionKind>;

const Name = text().trim().min(1).max(200);
const Email = z.email('Enter a valid e-mail address.').max(254);

export const ActionInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('email'),
    name: Name,
    recipients: z.array(Email).min(1).max(50),
    rule_ids: z.array(Id).max(1000).default([]),
  }),
  z.object({
    kind: z.literal('webhook'),
    name: Name,
    url: z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) URL.' }).max(2000),
    rule_ids: z.array(Id).max(1000).default([]),
  }),
  /** Puts a message on one of the company's signs while the rule alerts, for at most `duration_minutes`. */
  z.object({
    kind: z.literal('sign_override'),
    name: Name,
    sign_id: Id,
    lines: SignOverrideBody.shape.lines,
    duration_minutes: z.number().int().min(1).max(1440),
    rule_ids: z.array(Id).max(1000).default([]),
  }),
]);
export type ActionInput = z.infer<typeof ActionInput>;

export const Action = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ActionKind,
  recipients: z.array(z.string()).nullable(),
  url: z.string().nullable(),
  /** The last characters of the webhook secret, to tell secrets apart; the whole one is shown once. */
  secret_hint: z.string().nullable(),
  /** A sign message override: the sign, the lines it shows and for how long at most. */
  sign_id: z.number().int().nullable(),
  lines: z.array(z.string()).nullable(),
  duration_minutes: z.number().int().nullable(),
  rule_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Action = z.infer<typeof Action>;

/** A webhook's signing secret, shown when it is created or replaced. */
export const ActionWithSecret = Action.extend({ secret: z.string().nullable() });

export const ActionListQuery = PageQuery.extend({ page_size: z.coerce.number().int().min(1).max(1000).default(50) });

export const DeliveryAttempt = z.object({
  at: z.string(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  /** What the attempt did, when that is more than a response code (a sign's message set, cleared or left). */
  detail: z.string().nullable().optional(),
});

export const Delivery = z.object({
  id: z.number().int(),
  action_id: z.number().int(),
  event_id: z.number().int().nullable(),
  test: z.boolean(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  log: z.array(DeliveryAttempt),
});
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryListQuery = PageQuery.extend({ page_size: z.coerce.number().int().min(1).max(200).default(20) });

/**
 * The JSON a webhook receives. Signed: header `X-Roadlens-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA256 of `<t>.<raw body>` with the action's secret.
 */
export const WebhookPayload = z.object({
  type: z.enum(['alert.state_changed', 'test']),
  delivery_id: z.number().int(),
  sent_at: z.string(),
  company: z.string(),
  alert: z
    .object({
      event_id: z.number().int(),
      rule_id: z.number().int(),
      rule_name: z.string(),
      severity: z.string(),
      object_type: z.string(),
      object_id: z.number().int(),
      object_name: z.string(),
      from_state: z.string(),
      to_state: z.string(),
      at: z.string(),
      observed: z.unknown(),
      url: z.string(),
    })
    .nullable(),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;
