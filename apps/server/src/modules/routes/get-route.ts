import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Route } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findRoute } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

/** GET /api/map/routes/{id}/ */
export default function getRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/routes/:id/',
    { schema: { tags: ['routes'], params: IdParams, response: { 200: Route } }, config: { access: { auth: 'user', permission: 'Platform|view_routes' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const r = await findRoute(app.db, companyId, req.params.id);
      if (!r) throw notFound();
      return withCurrent(app.db, companyId, r);
    },
  );
}
