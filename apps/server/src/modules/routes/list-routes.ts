import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page, PageQuery } from '@roadlens/contract/common';
import { Route } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { pageLinks } from '../data/pagination.ts';
import { listRoutes, ROUTE_ORDERINGS } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

const Query = PageQuery.extend({
  search: z.string().max(200).optional(),
  /** Whitelisted sort keys only: an unknown one is a 400 naming `ordering`, never SQL. */
  ordering: z.enum(ROUTE_ORDERINGS).default('name'),
});

/** GET /api/map/routes/ — routes with current travel time, typical, free flow and delay summed over their links; searched by name and sorted. */
export default function listRoutesRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/routes/',
    { schema: { tags: ['routes'], querystring: Query, response: { 200: page(Route) } }, config: { access: { auth: 'user', permission: 'Platform|view_routes' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const q = req.query;
      const { count, rows } = await listRoutes(app.db, companyId, q.page_size, (q.page - 1) * q.page_size, q.search, q.ordering);
      const results = [];
      for (const r of rows) results.push(await withCurrent(app.db, companyId, r));
      return { ...pageLinks(req, q.page, q.page_size, count), results };
    },
  );
}
