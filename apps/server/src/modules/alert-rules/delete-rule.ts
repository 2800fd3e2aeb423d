import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { deleteRule } from './rules.queries.ts';

export default function deleteRuleRoute(app: FastifyInstance) {
  route(app, alertRules.delete, async (req, reply) => {
    if (!(await deleteRule(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
