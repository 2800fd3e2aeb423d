import type { Delivery } from '@roadlens/contract/actions';
import type { Queryable } from '../../db/index.ts';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `d.id::int AS id, d.action_id, d.event_id::int AS event_id, d.test, d.status, d.attempts,
  CASE WHEN d.status = 'pending' THEN ${iso('d.next_attempt_at')} END AS next_attempt_at, ${iso('d.created_at')} AS created_at,
  CASE WHEN d.delivered_at IS NULL THEN NULL ELSE ${iso('d.delivered_at')} END AS delivered_at, d.log`;

/** Queues, for each change, a delivery to every action of its rule; answers how many. */
export async function enqueueAlertDeliveries(
  db: Queryable,
  companyId: number,
  items: Array<{ ruleId: number; eventId: number; alert: Record<string, unknown> }>,
): Promise<number> {
  if (items.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO action_deliveries (company_id, action_id, event_id, payload)
     SELECT $1, ra.action_id, x.event_id, jsonb_build_object('type', 'alert.state_changed', 'alert', x.alert)
       FROM unnest($2::int[], $3::bigint[], $4::jsonb[]) AS x(rule_id, event_id, alert)
       JOIN alert_rule_actions ra ON ra.rule_id = x.rule_id`,
    [companyId, items.map((i) => i.ruleId), items.map((i) => i.eventId), items.map((i) => JSON.stringify(i.alert))],
  );
  return rowCount;
}

export async function enqueueTest(db: Queryable, companyId: number, actionId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO action_deliveries (company_id, action_id, test, payload) VALUES ($1, $2, true, '{"type": "test", "alert": null}'::jsonb) RETURNING id::int AS id`,
    [companyId, actionId],
  );
  return rows[0].id;
}

export interface ClaimedDelivery {
  id: number;
  company_id: number;
  company_name: string;
  action_id: number;
  kind: 'email' | 'webhook' | 'sign_override';
  config: { recipients?: string[]; url?: string; sign_id?: number; lines?: string[]; duration_minutes?: number };
  secret_sealed: string | null;
  payload: { type: 'alert.state_changed' | 'test'; alert: Record<string, unknown> | null };
  attempts: number;
}

/** While a claimed delivery is being sent no other process takes it; a process that dies frees it after this long. */
export const CLAIM_LEASE_S = 120;

/**
 * Takes up to `limit` due deliveries (or exactly `onlyId`), marking the attempt and leasing them,
 * so several server processes never send the same one at once.
 */
export async function claimDue(db: Queryable, limit: number, onlyId?: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `WITH due AS (
       SELECT id FROM action_deliveries
        WHERE status = 'pending' AND next_attempt_at <= now() AND ($2::bigint IS NULL OR id = $2)
        ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE action_deliveries d SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_S})
       FROM due, actions a, companies c
      WHERE d.id = due.id AND a.id = d.action_id AND c.id = d.company_id
     RETURNING d.id::int AS id, d.company_id, c.name AS company_name, d.action_id, a.kind, a.config, a.secret_sealed, d.payload, d.attempts`,
    [limit, onlyId ?? null],
  );
  return rows;
}

/** Records one attempt: delivered, tried again at `retryInS`, or failed for good (retryInS null). */
export async function finishAttempt(
  db: Queryable,
  id: number,
  outcome: { ok: boolean; statusCode: number | null; error: string | null; detail?: string | null; retryInS: number | null },
): Promise<void> {
  const entry = JSON.stringify({
    at: new Date().toISOString(),
    status_code: outcome.statusCode,
    error: outcome.error,
    detail: outcome.detail ?? null,
  });
  await db.query(
    `UPDATE action_deliveries SET
        status = CASE WHEN $2 THEN 'delivered' WHEN $3::float8 IS NULL THEN 'failed' ELSE 'pending' END,
        delivered_at = CASE WHEN $2 THEN now() END,
        next_attempt_at = CASE WHEN $2 OR $3::float8 IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $3::float8) END,
        log = log || jsonb_build_array($4::jsonb)
      WHERE id = $1`,
    [id, outcome.ok, outcome.retryInS, entry],
  );
}

export async function listDeliveries(
  db: Queryable,
  companyId: number,
  actionId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: Delivery[] }> {
  const { rows } = await db.query<Delivery>(
    `SELECT ${COLUMNS} FROM action_deliveries d WHERE d.company_id = $1 AND d.action_id = $2 ORDER BY d.created_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
    [companyId, actionId, limit, offset],
  );
  const { rows: n } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM action_deliveries WHERE company_id = $1 AND action_id = $2',
    [companyId, actionId],
  );
  return { count: n[0].n, rows };
}

export async function findDelivery(db: Queryable, companyId: number, id: number): Promise<Delivery | null> {
  const { rows } = await db.query<Delivery>(`SELECT ${COLUMNS} FROM action_deliveries d WHERE d.id = $1 AND d.company_id = $2`, [
    id,
    companyId,
  ]);
  return rows[0] ?? null;
}
