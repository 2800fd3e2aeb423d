import type { AlertCondition, AlertObjectType, AlertRule, AlertRuleInput } from '@roadlens/contract/alert-rules';
import type { Queryable } from '../../db/index.ts';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Public columns; a rule's action ids and state counts come along. */
const COLUMNS = `r.id, r.name, r.enabled, r.object_type, r.object_ids, r.condition, (r.pending_s / 60)::int AS pending_minutes,
  r.min_samples, r.quiet_hours, r.severity, ${iso('r.created_at')} AS created_at, ${iso('r.updated_at')} AS updated_at,
  CASE WHEN r.evaluated_at IS NULL THEN NULL ELSE ${iso('r.evaluated_at')} END AS evaluated_at,
  COALESCE((SELECT array_agg(ra.action_id ORDER BY ra.action_id) FROM alert_rule_actions ra WHERE ra.rule_id = r.id), '{}') AS action_ids,
  (SELECT json_build_object(
     'ok', count(*) FILTER (WHERE s.state = 'ok'), 'pending', count(*) FILTER (WHERE s.state = 'pending'),
     'alerting', count(*) FILTER (WHERE s.state = 'alerting'), 'nodata', count(*) FILTER (WHERE s.state = 'nodata'))
     FROM alert_states s WHERE s.rule_id = r.id) AS states`;

export async function listRules(
  db: Queryable,
  companyId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: AlertRule[] }> {
  const { rows } = await db.query<AlertRule>(
    `SELECT ${COLUMNS} FROM alert_rules r WHERE r.company_id = $1 ORDER BY lower(r.name), r.id LIMIT $2 OFFSET $3`,
    [companyId, limit, offset],
  );
  const { rows: n } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alert_rules WHERE company_id = $1', [companyId]);
  return { count: n[0].n, rows };
}

export async function findRule(db: Queryable, companyId: number, id: number): Promise<AlertRule | null> {
  const { rows } = await db.query<AlertRule>(`SELECT ${COLUMNS} FROM alert_rules r WHERE r.id = $1 AND r.company_id = $2`, [id, companyId]);
  return rows[0] ?? null;
}

const values = (r: AlertRuleInput) => [
  r.name,
  r.enabled,
  r.object_type,
  r.object_ids,
  JSON.stringify(r.condition),
  r.pending_minutes * 60,
  r.min_samples,
  r.quiet_hours ? JSON.stringify(r.quiet_hours) : null,
  r.severity,
];

export async function insertRule(db: Queryable, companyId: number, r: AlertRuleInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO alert_rules (company_id, name, enabled, object_type, object_ids, condition, pending_s, min_samples, quiet_hours, severity)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10) RETURNING id`,
    [companyId, ...values(r)],
  );
  return rows[0].id;
}

/** Replaces a rule. A changed condition or object kind starts its objects afresh; objects it no longer watches lose their state. */
export async function updateRule(db: Queryable, companyId: number, id: number, r: AlertRuleInput): Promise<boolean> {
  const { rows } = await db.query<{ condition: AlertCondition; object_type: AlertObjectType }>(
    'SELECT condition, object_type FROM alert_rules WHERE id = $1 AND company_id = $2 FOR UPDATE',
    [id, companyId],
  );
  if (!rows[0]) return false;
  await db.query(
    `UPDATE alert_rules SET name = $3, enabled = $4, object_type = $5, object_ids = $6, condition = $7::jsonb, pending_s = $8,
            min_samples = $9, quiet_hours = $10::jsonb, severity = $11, updated_at = now() WHERE id = $1 AND company_id = $2`,
    [id, companyId, ...values(r)],
  );
  if (rows[0].object_type !== r.object_type || JSON.stringify(rows[0].condition) !== JSON.stringify(r.condition)) {
    await db.query('DELETE FROM alert_states WHERE rule_id = $1', [id]);
  } else if (r.object_ids) {
    await db.query('DELETE FROM alert_states WHERE rule_id = $1 AND NOT (object_id = ANY($2::int[]))', [id, r.object_ids]);
  }
  return true;
}

export async function setRuleActions(db: Queryable, ruleId: number, actionIds: number[]): Promise<void> {
  await db.query('DELETE FROM alert_rule_actions WHERE rule_id = $1', [ruleId]);
  if (actionIds.length) {
    await db.query('INSERT INTO alert_rule_actions (rule_id, action_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      ruleId,
      actionIds,
    ]);
  }
}

export async function deleteRule(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM alert_rules WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}

const TABLE_OF: Record<AlertObjectType, string> = { link: 'links', route: 'routes', device: 'devices', sign: 'signs', tag: 'known_tags' };

/** The ids among `ids` that are not the company's objects of that kind (deleted sensors count as unknown). */
export async function unknownObjects(db: Queryable, companyId: number, type: AlertObjectType, ids: number[]): Promise<number[]> {
  const live = type === 'device' ? 'AND o.deleted_at IS NULL' : '';
  const { rows } = await db.query<{ id: number }>(
    `SELECT x.id FROM unnest($2::int[]) AS x(id)
      WHERE NOT EXISTS (SELECT 1 FROM ${TABLE_OF[type]} o WHERE o.id = x.id AND o.company_id = $1 ${live})`,
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

export async function unknownActions(db: Queryable, companyId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT x.id FROM unnest($2::int[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM actions a WHERE a.id = x.id AND a.company_id = $1)',
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

/** The name of one of the company's objects, or null when it is not theirs. */
export async function objectName(db: Queryable, companyId: number, type: AlertObjectType, id: number): Promise<string | null> {
  const name = type === 'device' ? "COALESCE(NULLIF(o.name, ''), o.serial)" : 'o.name';
  const live = type === 'device' ? 'AND o.deleted_at IS NULL' : '';
  const { rows } = await db.query<{ name: string }>(
    `SELECT ${name} AS name FROM ${TABLE_OF[type]} o WHERE o.id = $1 AND o.company_id = $2 ${live}`,
    [id, companyId],
  );
  return rows[0]?.name ?? null;
}
