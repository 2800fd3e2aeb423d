import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { deleteRoute } from './routes.queries.ts';

/** DELETE /api/map/routes/{id}/ */
export default function deleteRouteRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/map/routes/:id/',
    { schema: { tags: ['routes'], params: IdParams }, config: { access: { auth: 'user', permission: 'Platform|change_routes' } } },
    async (req, reply) => {
      if (!(await deleteRoute(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
