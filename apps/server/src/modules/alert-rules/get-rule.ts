import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findRule } from './rules.queries.ts';

export default function getRule(app: FastifyInstance) {
  route(
    app,
    alertRules.get,
    async (req) => (await findRule(app.db, authOf(req).user.companyId, req.params.id)) ?? Promise.reject(notFound()),
  );
}
