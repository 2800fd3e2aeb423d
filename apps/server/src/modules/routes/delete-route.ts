import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { deleteRoute } from './routes.queries.ts';

export default function deleteRouteRoute(app: FastifyInstance) {
  route(app, routes.delete, async (req, reply) => {
    if (!(await deleteRoute(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
