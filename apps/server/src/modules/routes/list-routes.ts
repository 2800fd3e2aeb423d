import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listRoutes } from './routes.queries.ts';
import { withCurrentAll } from './route-current.ts';

/** Routes with current travel time, typical, free flow and delay summed over their links; searched by name and sorted. */
export default function listRoutesRoute(app: FastifyInstance) {
  route(app, routes.list, async (req) => {
    const companyId = authOf(req).user.companyId;
    const q = req.query;
    const { count, rows } = await listRoutes(app.db, companyId, q.page_size, (q.page - 1) * q.page_size, q.search, q.ordering);
    const results = await withCurrentAll(app.db, companyId, rows);
    return { ...pageLinks(req, q.page, q.page_size, count), results };
  });
}
