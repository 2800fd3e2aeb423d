import type { AlertRuleInput } from '@roadlens/contract/alert-rules';
import type { Queryable } from '../../db/index.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { unknownActions, unknownObjects } from './rules.queries.ts';

/** The checks the schema cannot make: every object, sensor and action named is the caller's company's. */
export async function checkRuleRefs(db: Queryable, companyId: number, r: AlertRuleInput): Promise<void> {
  if (r.object_ids) {
    const unknown = await unknownObjects(db, companyId, r.object_type, r.object_ids);
    if (unknown.length) throw badRequest('object_ids', `Unknown ${r.object_type}: ${unknown.slice(0, 10).join(', ')}.`);
  }
  const c = r.condition;
  if ((c.kind === 'tag_seen' || c.kind === 'tag_not_seen') && c.device_ids) {
    const unknown = await unknownObjects(db, companyId, 'device', c.device_ids);
    if (unknown.length) throw badRequest('condition.device_ids', `Unknown sensor: ${unknown.slice(0, 10).join(', ')}.`);
  }
  if (r.action_ids.length) {
    const unknown = await unknownActions(db, companyId, r.action_ids);
    if (unknown.length) throw badRequest('action_ids', `Unknown action: ${unknown.slice(0, 10).join(', ')}.`);
  }
}
