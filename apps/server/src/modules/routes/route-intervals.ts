import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findRoute, routeIntervals } from './routes.queries.ts';

/** The route's 5-minute rows, same shape as a link's. */
export default function routeIntervalsRoute(app: FastifyInstance) {
  route(app, routes.intervals, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { from, to, mode } = req.query;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    if (!(await findRoute(app.db, companyId, req.params.id))) throw notFound();
    return routeIntervals(app.db, companyId, req.params.id, from, to, mode);
  });
}
