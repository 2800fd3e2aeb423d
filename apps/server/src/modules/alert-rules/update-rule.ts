import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findRule, setRuleActions, updateRule } from './rules.queries.ts';
import { checkRuleRefs } from './validate.ts';

export default function updateRuleRoute(app: FastifyInstance) {
  route(app, alertRules.update, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findRule(app.db, companyId, req.params.id))) throw notFound();
    await checkRuleRefs(app.db, companyId, req.body);
    await app.db.transaction(async (tx) => {
      if (!(await updateRule(tx, companyId, req.params.id, req.body))) throw notFound();
      await setRuleActions(tx, req.params.id, req.body.action_ids);
    });
    return (await findRule(app.db, companyId, req.params.id)) ?? Promise.reject(notFound());
  });
}
