import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { findRule, insertRule, setRuleActions } from './rules.queries.ts';
import { checkRuleRefs } from './validate.ts';

export default function createRule(app: FastifyInstance) {
  route(app, alertRules.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    await checkRuleRefs(app.db, companyId, req.body);
    const id = await app.db.transaction(async (tx) => {
      const ruleId = await insertRule(tx, companyId, req.body);
      await setRuleActions(tx, ruleId, req.body.action_ids);
      return ruleId;
    });
    return reply.code(201).send(await findRule(app.db, companyId, id));
  });
}
