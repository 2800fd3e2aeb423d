import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findRule } from './rules.queries.ts';
import { ruleStates } from './events.queries.ts';

export default function ruleStatesRoute(app: FastifyInstance) {
  route(app, alertRules.states, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findRule(app.db, companyId, req.params.id))) throw notFound();
    return ruleStates(app.db, companyId, req.params.id);
  });
}
