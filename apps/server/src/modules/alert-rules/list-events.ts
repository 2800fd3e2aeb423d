import type { FastifyInstance } from 'fastify';
import { alertRules } from '@roadlens/contract/endpoints/alert-rules';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listEvents } from './events.queries.ts';

export default function listEventsRoute(app: FastifyInstance) {
  route(app, alertRules.events, async (req) => {
    const q = req.query;
    const { count, rows } = await listEvents(app.db, authOf(req).user.companyId, {
      rule: q.rule,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    });
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
