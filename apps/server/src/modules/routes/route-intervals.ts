import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@roadlens/contract/common';
import { IntervalRow, IntervalsQuery } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findRoute, routeIntervals } from './routes.queries.ts';

/** GET /api/map/routes/{id}/intervals/?from&to&mode — the route's 5-minute rows, same shape as a link's. */
export default function routeIntervalsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/routes/:id/intervals/',
    { schema: { tags: ['routes'], params: IdParams, querystring: IntervalsQuery, response: { 200: z.array(IntervalRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_routes' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const { from, to, mode } = req.query;
      if (!(to > from)) throw badRequest('to', 'Must be after from.');
      if (!(await findRoute(app.db, companyId, req.params.id))) throw notFound();
      return routeIntervals(app.db, companyId, req.params.id, from, to, mode);
    },
  );
}
