import type { AlertObjectType, AlertState, Observed } from '@roadlens/contract/alert-rules';
import type { Notification } from '@roadlens/contract/notifications';
import type { Queryable } from '../../db/index.ts';
import type { EventBus } from '../../lib/events.ts';
import { insertNotifications } from '../notifications/notifications.queries.ts';
import { enqueueAlertDeliveries } from '../actions/deliveries.queries.ts';
import { levelOf, notifies, STATE_LABEL } from './engine.ts';

/** One state change about to be kept. */
export interface Change {
  ruleId: number;
  ruleName: string;
  severity: 'success' | 'warning' | 'error';
  objectType: AlertObjectType;
  objectId: number;
  objectName: string;
  from: AlertState;
  to: AlertState;
  atS: number;
  observed: Observed | null;
  muted: boolean;
  resolvedBy?: number;
}

/** Notifications to publish once the transaction that stored them commits. */
export type Outgoing = Array<{ recipient_id: number } & Omit<Notification, 'timestamp'> & { timestamp: number }>;

const PERMISSION_OF: Record<AlertObjectType, string> = {
  link: 'Platform|view_links',
  route: 'Platform|view_routes',
  device: 'Platform|view_devices',
  sign: 'Platform|view_signs',
  tag: 'Platform|view_tags',
};

/** Active users of the company who may see objects of this kind and their alerts. */
async function recipients(db: Queryable, companyId: number, type: AlertObjectType): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM users u LEFT JOIN groups g ON g.id = u.group_id
      WHERE u.company_id = $1 AND u.is_active AND (u.is_superuser OR g.permissions @> ARRAY[$2, 'Platform|view_alerts']) ORDER BY u.id`,
    [companyId, PERMISSION_OF[type]],
  );
  return rows.map((r) => r.id);
}

/**
 * Keeps the changes (history rows), and for each one people should hear about (not muted by quiet
 * hours, not a pending step) writes the notification to everyone who may see the object and queues
 * the rule's actions — all in the caller's transaction, so a change is never kept without them.
 */
export async function recordChanges(
  tx: Queryable,
  companyId: number,
  changes: Change[],
  publicUrl?: string,
): Promise<{ outgoing: Outgoing; deliveries: number }> {
  if (changes.length === 0) return { outgoing: [], deliveries: 0 };
  const { rows: ids } = await tx.query<{ id: number }>(
    `INSERT INTO alert_events (company_id, rule_id, object_type, object_id, object_name, from_state, to_state, at, observed, muted, resolved_by)
     SELECT $1, x.rule_id, x.object_type, x.object_id, x.object_name, x.from_state, x.to_state, to_timestamp(x.at_s), x.observed, x.muted, x.resolved_by
       FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::jsonb[], $10::boolean[], $11::int[])
            WITH ORDINALITY AS x(rule_id, object_type, object_id, object_name, from_state, to_state, at_s, observed, muted, resolved_by, ord)
      ORDER BY x.ord
     RETURNING id::int AS id`,
    [
      companyId,
      changes.map((c) => c.ruleId),
      changes.map((c) => c.objectType),
      changes.map((c) => c.objectId),
      changes.map((c) => c.objectName),
      changes.map((c) => c.from),
      changes.map((c) => c.to),
      changes.map((c) => c.atS),
      changes.map((c) => (c.observed ? JSON.stringify(c.observed) : null)),
      changes.map((c) => c.muted),
      changes.map((c) => c.resolvedBy ?? null),
    ],
  );
  // Serial ids follow the insert order, which follows ORDER BY x.ord.
  const eventIds = ids.map((r) => r.id).sort((a, b) => a - b);
  const outgoing: Outgoing = [];
  const who = new Map<AlertObjectType, number[]>();
  const told: Array<{ change: Change; eventId: number }> = [];
  for (const [i, c] of changes.entries()) {
    if (c.muted || !notifies(c.from, c.to)) continue;
    told.push({ change: c, eventId: eventIds[i] });
    if (!who.has(c.objectType)) who.set(c.objectType, await recipients(tx, companyId, c.objectType));
    const state = STATE_LABEL[c.to];
    const rows = await insertNotifications(tx, who.get(c.objectType)!, {
      level: levelOf(c.to, c.severity),
      actor_type: 'alertbind',
      actor_object_id: c.ruleId,
      verb: 'alert state changed',
      description: `The state of the alert ${c.ruleName} for ${c.objectType} ${c.objectName} has changed to ${state}`,
      data: {
        state,
        state_code: c.to,
        alert_name: c.ruleName,
        object_type: c.objectType,
        object_name: c.objectName,
        object_id: c.objectId,
        event_id: eventIds[i],
      },
    });
    outgoing.push(...(rows as Outgoing));
  }
  const deliveries = await enqueueAlertDeliveries(
    tx,
    companyId,
    told.map(({ change: c, eventId }) => ({
      ruleId: c.ruleId,
      eventId,
      alert: {
        event_id: eventId,
        rule_id: c.ruleId,
        rule_name: c.ruleName,
        severity: c.severity,
        object_type: c.objectType,
        object_id: c.objectId,
        object_name: c.objectName,
        from_state: c.from,
        to_state: c.to,
        at: new Date(c.atS * 1000).toISOString(),
        observed: c.observed,
        url: linkTo(`/dashboard/${c.objectType}s/${c.objectId}/alerts`, publicUrl),
      },
    })),
  );
  return { outgoing, deliveries };
}

/** Absolute from PUBLIC_URL when the operator set it; the path alone otherwise (no guessing at a host). */
const linkTo = (path: string, publicUrl?: string) => (publicUrl ? new URL(path, publicUrl).toString() : path);

/** Sends the stored notifications to open browsers (after commit: a rolled-back change must not show). */
export async function publishOutgoing(events: EventBus, outgoing: Outgoing): Promise<void> {
  for (const { recipient_id, ...row } of outgoing)
    await events.publish({ type: 'notification', notification: row as Notification }, { userId: recipient_id });
}

/**
 * Tells the company's open browsers that states under these rules were written (after commit), so the rules'
 * counts and an object's alerts update at once rather than at their next periodic reload.
 */
export async function publishStates(events: EventBus, companyId: number, ruleIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(ruleIds)].sort((a, b) => a - b);
  if (ids.length > 0) await events.publish({ type: 'alert_states', rule_ids: ids }, { companyId });
}
