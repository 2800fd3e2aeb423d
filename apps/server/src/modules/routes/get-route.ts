import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findRoute } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

export default function getRoute(app: FastifyInstance) {
  route(app, routes.get, async (req) => {
    const companyId = authOf(req).user.companyId;
    const r = await findRoute(app.db, companyId, req.params.id);
    if (!r) throw notFound();
    return withCurrent(app.db, companyId, r);
  });
}
