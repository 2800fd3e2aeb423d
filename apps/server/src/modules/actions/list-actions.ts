import type { FastifyInstance } from 'fastify';
import { actions } from '@roadlens/contract/endpoints/actions';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listActions, publicAction } from './actions.queries.ts';

export default function listActionsRoute(app: FastifyInstance) {
  route(app, actions.list, async (req) => {
    const q = req.query;
    const { count, rows } = await listActions(app.db, authOf(req).user.companyId, q.page_size, (q.page - 1) * q.page_size);
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows.map(publicAction) };
  });
}
