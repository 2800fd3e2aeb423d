import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listRules } from './rules.queries.ts';

export default function listRulesRoute(app: FastifyInstance) {
  route(app, alertRules.list, async (req) => {
    const q = req.query;
    const { count, rows } = await listRules(app.db, authOf(req).user.companyId, q.page_size, (q.page - 1) * q.page_size);
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
