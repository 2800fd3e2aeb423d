import type { Action, ActionInput } from '@roadlens/contract/actions';
import type { Queryable } from '../../db/index.ts';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ActionRow extends Action {
  secret_sealed: string | null;
}

const COLUMNS = `a.id, a.name, a.kind,
  CASE WHEN a.kind = 'email' THEN ARRAY(SELECT jsonb_array_elements_text(a.config->'recipients')) END AS recipients,
  a.config->>'url' AS url, a.config->>'secret_hint' AS secret_hint, a.secret_sealed,
  (a.config->>'sign_id')::int AS sign_id,
  CASE WHEN a.kind = 'sign_override' THEN ARRAY(SELECT jsonb_array_elements_text(a.config->'lines')) END AS lines,
  (a.config->>'duration_minutes')::int AS duration_minutes,
  COALESCE((SELECT array_agg(ra.rule_id ORDER BY ra.rule_id) FROM alert_rule_actions ra WHERE ra.action_id = a.id), '{}') AS rule_ids,
  ${iso('a.created_at')} AS created_at, ${iso('a.updated_at')} AS updated_at`;

/** The public fields: the sealed secret never leaves the server. */
export const publicAction = ({ secret_sealed: _s, ...a }: ActionRow): Action => a;

export async function listActions(
  db: Queryable,
  companyId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: ActionRow[] }> {
  const { rows } = await db.query<ActionRow>(
    `SELECT ${COLUMNS} FROM actions a WHERE a.company_id = $1 ORDER BY lower(a.name), a.id LIMIT $2 OFFSET $3`,
    [companyId, limit, offset],
  );
  const { rows: n } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM actions WHERE company_id = $1', [companyId]);
  return { count: n[0].n, rows };
}

export async function findAction(db: Queryable, companyId: number, id: number): Promise<ActionRow | null> {
  const { rows } = await db.query<ActionRow>(`SELECT ${COLUMNS} FROM actions a WHERE a.id = $1 AND a.company_id = $2`, [id, companyId]);
  return rows[0] ?? null;
}

const configOf = (a: ActionInput, secretHint: string | null) =>
  JSON.stringify(
    a.kind === 'email'
      ? { recipients: a.recipients }
      : a.kind === 'sign_override'
        ? { sign_id: a.sign_id, lines: a.lines, duration_minutes: a.duration_minutes }
        : { url: a.url, secret_hint: secretHint },
  );

export async function insertAction(
  db: Queryable,
  companyId: number,
  a: ActionInput,
  secret: { sealed: string; hint: string } | null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO actions (company_id, name, kind, config, secret_sealed) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id',
    [companyId, a.name, a.kind, configOf(a, secret?.hint ?? null), secret?.sealed ?? null],
  );
  return rows[0].id;
}

/** Replaces name, kind and target; a webhook keeps its secret (a new one is made when it had none). */
export async function updateAction(
  db: Queryable,
  companyId: number,
  id: number,
  a: ActionInput,
  secret: { sealed: string; hint: string } | null,
): Promise<void> {
  await db.query(
    `UPDATE actions SET name = $3, kind = $4, config = $5::jsonb, secret_sealed = $6, updated_at = now() WHERE id = $1 AND company_id = $2`,
    [id, companyId, a.name, a.kind, configOf(a, secret?.hint ?? null), secret?.sealed ?? null],
  );
}

export async function setSecret(db: Queryable, companyId: number, id: number, secret: { sealed: string; hint: string }): Promise<void> {
  await db.query(
    `UPDATE actions SET secret_sealed = $3, config = jsonb_set(config, '{secret_hint}', to_jsonb($4::text)), updated_at = now() WHERE id = $1 AND company_id = $2`,
    [id, companyId, secret.sealed, secret.hint],
  );
}

export async function setActionRules(db: Queryable, actionId: number, ruleIds: number[]): Promise<void> {
  await db.query('DELETE FROM alert_rule_actions WHERE action_id = $1', [actionId]);
  if (ruleIds.length)
    await db.query('INSERT INTO alert_rule_actions (rule_id, action_id) SELECT unnest($2::int[]), $1 ON CONFLICT DO NOTHING', [
      actionId,
      ruleIds,
    ]);
}

export async function unknownRules(db: Queryable, companyId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT x.id FROM unnest($2::int[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM alert_rules r WHERE r.id = x.id AND r.company_id = $1)',
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

/** The name of one of the company's signs; null when it is not theirs. */
export async function companySignName(db: Queryable, companyId: number, signId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM signs WHERE id = $1 AND company_id = $2', [signId, companyId]);
  return rows[0]?.name ?? null;
}

export async function deleteAction(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM actions WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}
