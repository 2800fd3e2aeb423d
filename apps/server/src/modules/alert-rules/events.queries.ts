import type { AlertEvent, AlertObjectType, AlertState, AlertStateRow, Observed } from '@roadlens/contract/alert-rules';
import type { Queryable } from '../../db/index.ts';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const who = (c: string) =>
  `(SELECT COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.username) FROM users u WHERE u.id = ${c})`;

const EVENT_COLUMNS = `e.id::int AS id, e.rule_id, r.name AS rule_name, r.severity, e.object_type, e.object_id, e.object_name, e.from_state, e.to_state,
  ${iso('e.at')} AS at, e.observed, e.muted, ${who('e.resolved_by')} AS resolved_by, ${who('e.acknowledged_by')} AS acknowledged_by,
  CASE WHEN e.acknowledged_at IS NULL THEN NULL ELSE ${iso('e.acknowledged_at')} END AS acknowledged_at`;

export async function listEvents(
  db: Queryable,
  companyId: number,
  o: { rule?: number; limit: number; offset: number },
): Promise<{ count: number; rows: AlertEvent[] }> {
  const { rows } = await db.query<AlertEvent>(
    `SELECT ${EVENT_COLUMNS} FROM alert_events e JOIN alert_rules r ON r.id = e.rule_id
      WHERE e.company_id = $1 AND ($2::int IS NULL OR e.rule_id = $2) ORDER BY e.at DESC, e.id DESC LIMIT $3 OFFSET $4`,
    [companyId, o.rule ?? null, o.limit, o.offset],
  );
  const { rows: n } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM alert_events WHERE company_id = $1 AND ($2::int IS NULL OR rule_id = $2)',
    [companyId, o.rule ?? null],
  );
  return { count: n[0].n, rows };
}

export async function findEvent(db: Queryable, companyId: number, id: number): Promise<AlertEvent | null> {
  const { rows } = await db.query<AlertEvent>(
    `SELECT ${EVENT_COLUMNS} FROM alert_events e JOIN alert_rules r ON r.id = e.rule_id WHERE e.id = $1 AND e.company_id = $2`,
    [id, companyId],
  );
  return rows[0] ?? null;
}

/** The latest changes of one object under every rule, newest first. */
export async function objectEvents(
  db: Queryable,
  companyId: number,
  type: AlertObjectType,
  objectId: number,
  limit = 100,
): Promise<AlertEvent[]> {
  const { rows } = await db.query<AlertEvent>(
    `SELECT ${EVENT_COLUMNS} FROM alert_events e JOIN alert_rules r ON r.id = e.rule_id
      WHERE e.company_id = $1 AND e.object_type = $2 AND e.object_id = $3 ORDER BY e.at DESC, e.id DESC LIMIT $4`,
    [companyId, type, objectId, limit],
  );
  return rows;
}

const STATE_COLUMNS = `s.rule_id, r.name AS rule_name, r.severity, r.object_type, s.object_id, s.state, ${iso('s.since')} AS since,
  ${iso('s.evaluated_at')} AS evaluated_at, s.observed`;
const STATE_ORDER = `CASE s.state WHEN 'alerting' THEN 0 WHEN 'nodata' THEN 1 WHEN 'pending' THEN 2 ELSE 3 END, s.since DESC`;

/** The states of one rule's objects, with each object's name. */
export async function ruleStates(db: Queryable, companyId: number, ruleId: number): Promise<AlertStateRow[]> {
  const { rows } = await db.query<AlertStateRow>(
    `SELECT ${STATE_COLUMNS},
            COALESCE(CASE r.object_type WHEN 'link' THEN (SELECT name FROM links WHERE id = s.object_id)
                                        WHEN 'route' THEN (SELECT name FROM routes WHERE id = s.object_id)
                                        WHEN 'sign' THEN (SELECT name FROM signs WHERE id = s.object_id)
                                        WHEN 'tag' THEN (SELECT name FROM known_tags WHERE id = s.object_id)
                                        ELSE (SELECT COALESCE(NULLIF(name, ''), serial) FROM devices WHERE id = s.object_id) END, '') AS object_name
       FROM alert_states s JOIN alert_rules r ON r.id = s.rule_id
      WHERE s.rule_id = $1 AND r.company_id = $2 ORDER BY ${STATE_ORDER} LIMIT 5000`,
    [ruleId, companyId],
  );
  return rows;
}

/** The state of one object under each rule of the company watching it. */
export async function objectStates(
  db: Queryable,
  companyId: number,
  type: AlertObjectType,
  objectId: number,
  name: string,
): Promise<AlertStateRow[]> {
  const { rows } = await db.query<AlertStateRow>(
    `SELECT ${STATE_COLUMNS}, $4::text AS object_name FROM alert_states s JOIN alert_rules r ON r.id = s.rule_id
      WHERE r.company_id = $1 AND r.object_type = $2 AND s.object_id = $3 ORDER BY ${STATE_ORDER}`,
    [companyId, type, objectId, name],
  );
  return rows;
}

/** Marks an alert seen; the first person to acknowledge it is kept. */
export async function acknowledgeEvent(db: Queryable, companyId: number, id: number, userId: number): Promise<void> {
  await db.query(
    `UPDATE alert_events SET acknowledged_by = $3, acknowledged_at = now() WHERE id = $1 AND company_id = $2 AND acknowledged_at IS NULL`,
    [id, companyId, userId],
  );
}

export interface StoredState {
  rule_id: number;
  object_id: number;
  state: AlertState;
  since_s: number;
  pending_since_s: number | null;
  /** Some change of this object under this rule was recorded (false: it has only ever been in its first state). */
  changed: boolean;
}

export async function statesOfRules(db: Queryable, ruleIds: number[]): Promise<StoredState[]> {
  const { rows } = await db.query<StoredState>(
    `SELECT s.rule_id, s.object_id, s.state, extract(epoch FROM s.since)::float8 AS since_s, extract(epoch FROM s.pending_since)::float8 AS pending_since_s,
            EXISTS (SELECT 1 FROM alert_events e WHERE e.rule_id = s.rule_id AND e.object_id = s.object_id) AS changed
       FROM alert_states s WHERE s.rule_id = ANY($1::int[])`,
    [ruleIds],
  );
  return rows;
}

export interface StateWrite {
  rule_id: number;
  object_id: number;
  state: AlertState;
  since_s: number;
  pending_since_s: number | null;
  observed: Observed | null;
}

/** Writes states in one statement however many changed. */
export async function upsertStates(db: Queryable, rows: StateWrite[], nowS: number): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO alert_states (rule_id, object_id, state, since, pending_since, observed, evaluated_at)
     SELECT x.rule_id, x.object_id, x.state, to_timestamp(x.since_s), to_timestamp(x.pending_since_s), x.observed, to_timestamp($7)
       FROM unnest($1::int[], $2::int[], $3::text[], $4::float8[], $5::float8[], $6::jsonb[]) AS x(rule_id, object_id, state, since_s, pending_since_s, observed)
     ON CONFLICT (rule_id, object_id) DO UPDATE SET state = EXCLUDED.state, since = EXCLUDED.since, pending_since = EXCLUDED.pending_since,
       observed = EXCLUDED.observed, evaluated_at = EXCLUDED.evaluated_at`,
    [
      rows.map((r) => r.rule_id),
      rows.map((r) => r.object_id),
      rows.map((r) => r.state),
      rows.map((r) => r.since_s),
      rows.map((r) => r.pending_since_s),
      rows.map((r) => (r.observed ? JSON.stringify(r.observed) : null)),
      nowS,
    ],
  );
}
