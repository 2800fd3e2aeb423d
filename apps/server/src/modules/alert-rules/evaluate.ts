import type { AlertCondition, AlertObjectType, AlertState } from '@roadlens/contract/alert-rules';
import type { Db } from '../../db/index.ts';
import type { EventBus } from '../../lib/events.ts';
import { inQuietHours, judge, nextState, type StateRow } from './engine.ts';
import { gatherFigures, newFigureCache, type FigureCache } from './figures.ts';
import { companyTimeZone } from './figures.queries.ts';
import { statesOfRules, upsertStates, type StateWrite } from './events.queries.ts';
import { publishOutgoing, publishStates, recordChanges, type Change } from './changes.ts';

/** What evaluation needs of the app (tests and the benchmark pass their own). */
export interface EvalDeps {
  db: Db;
  events: EventBus;
  env: { PUBLIC_URL?: string };
}

interface RuleToEval {
  id: number;
  name: string;
  object_type: AlertObjectType;
  object_ids: number[] | null;
  condition: AlertCondition;
  pending_s: number;
  min_samples: number;
  quiet_hours: { from: string; to: string } | null;
  severity: 'success' | 'warning' | 'error';
}

export interface EvalResult {
  rules: number;
  objects: number;
  changes: number;
  deliveries: number;
}

const caches = new WeakMap<object, Map<number, FigureCache>>();
const cacheOf = (deps: EvalDeps, companyId: number) => {
  let m = caches.get(deps.db);
  if (!m) caches.set(deps.db, (m = new Map()));
  if (!m.has(companyId)) m.set(companyId, newFigureCache());
  return m.get(companyId)!;
};

/**
 * Evaluates every enabled rule of a company at `now`. Figures are gathered once for all rules;
 * then, in one transaction, the rules are locked (FOR UPDATE SKIP LOCKED: a rule another server
 * process is evaluating right now is left to it) and their states read, judged and written. A
 * state change is decided against the stored state inside the lock, so two processes never record
 * — or announce — the same change twice.
 */
export async function evaluateCompany(deps: EvalDeps, companyId: number, now = new Date()): Promise<EvalResult> {
  const nowS = now.getTime() / 1000;
  const { rows: rules } = await deps.db.query<RuleToEval>(
    `SELECT id, name, object_type, object_ids, condition, pending_s, min_samples, quiet_hours, severity
       FROM alert_rules WHERE company_id = $1 AND enabled ORDER BY id`,
    [companyId],
  );
  if (rules.length === 0) return { rules: 0, objects: 0, changes: 0, deliveries: 0 };
  const timeZone = await companyTimeZone(deps.db, companyId);
  const figures = await gatherFigures(deps.db, companyId, timeZone, rules, now, cacheOf(deps, companyId));

  const result = await deps.db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ id: number }>(
      'SELECT id FROM alert_rules WHERE id = ANY($1::int[]) AND enabled ORDER BY id FOR UPDATE SKIP LOCKED',
      [rules.map((r) => r.id)],
    );
    const mine = new Set(locked.map((r) => r.id));
    const stored = new Map((await statesOfRules(tx, [...mine])).map((s) => [`${s.rule_id}:${s.object_id}`, s]));
    const writes: StateWrite[] = [];
    const changes: Change[] = [];
    let objects = 0;
    for (const rule of rules) {
      if (!mine.has(rule.id)) continue;
      const muted = inQuietHours(rule.quiet_hours, nowS, timeZone);
      const watched = figures[rule.object_type];
      const ids = rule.object_ids ?? [...watched.keys()];
      for (const objectId of ids) {
        const obj = watched.get(objectId);
        if (!obj) continue;
        objects += 1;
        const s = stored.get(`${rule.id}:${objectId}`);
        const prev: StateRow | null = s ? { state: s.state, since: s.since_s, pendingSince: s.pending_since_s } : null;
        const j = judge(rule.condition, obj.figures, { firing: prev?.state === 'alerting', minSamples: rule.min_samples, nowS });
        const next = nextState(prev, j.verdict, rule.pending_s, nowS);
        const from: AlertState = prev?.state ?? 'ok';
        if (prev && next.state === prev.state && next.pendingSince === prev.pendingSince) continue;
        writes.push({
          rule_id: rule.id,
          object_id: objectId,
          state: next.state,
          since_s: next.since,
          pending_since_s: next.pendingSince,
          observed: j.observed,
        });
        // An object first seen without data has not changed: "never had data" is where it starts, and
        // its first value (unless it fires) only ends that start; neither is news to anyone.
        const starting = !s || (s.state === 'nodata' && !s.changed);
        if (next.state !== from && !(starting && (next.state === 'nodata' || next.state === 'ok'))) {
          changes.push({
            ruleId: rule.id,
            ruleName: rule.name,
            severity: rule.severity,
            objectType: rule.object_type,
            objectId,
            objectName: obj.name,
            from,
            to: next.state,
            atS: nowS,
            observed: j.observed,
            muted,
          });
        }
      }
    }
    await upsertStates(tx, writes, nowS);
    const recorded = await recordChanges(tx, companyId, changes, deps.env.PUBLIC_URL);
    if (mine.size) await tx.query('UPDATE alert_rules SET evaluated_at = to_timestamp($2) WHERE id = ANY($1::int[])', [[...mine], nowS]);
    return { rules: mine.size, objects, changes: changes.length, written: writes.map((w) => w.rule_id), ...recorded };
  });
  await publishOutgoing(deps.events, result.outgoing);
  await publishStates(deps.events, companyId, result.written);
  return { rules: result.rules, objects: result.objects, changes: result.changes, deliveries: result.deliveries };
}

/** Every company that has an enabled rule. */
export async function evaluateAll(deps: EvalDeps, now = new Date()): Promise<EvalResult> {
  const { rows } = await deps.db.query<{ company_id: number }>(
    'SELECT DISTINCT company_id FROM alert_rules WHERE enabled ORDER BY company_id',
  );
  const total: EvalResult = { rules: 0, objects: 0, changes: 0, deliveries: 0 };
  for (const { company_id } of rows) {
    const r = await evaluateCompany(deps, company_id, now);
    total.rules += r.rules;
    total.objects += r.objects;
    total.changes += r.changes;
    total.deliveries += r.deliveries;
  }
  return total;
}
