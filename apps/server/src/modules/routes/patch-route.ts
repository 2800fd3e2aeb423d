import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Route, RoutePatch } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findRoute, foreignLinks, renameRoute, setRouteLinks } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

/** PATCH /api/map/routes/{id}/ — rename and/or replace the chain of links. */
export default function patchRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/map/routes/:id/',
    { schema: { tags: ['routes'], params: IdParams, body: RoutePatch, response: { 200: Route } }, config: { access: { auth: 'user', permission: 'Platform|change_routes' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const route = await app.db.transaction(async (tx) => {
        const cur = await findRoute(tx, companyId, req.params.id);
        if (!cur) throw notFound();
        if (req.body.name !== undefined) await renameRoute(tx, companyId, cur.id, req.body.name);
        if (req.body.link_ids !== undefined) {
          if ((await foreignLinks(tx, companyId, req.body.link_ids)).length) throw badRequest('link_ids', 'Unknown link.');
          await setRouteLinks(tx, cur.id, req.body.link_ids);
        }
        return (await findRoute(tx, companyId, cur.id))!;
      });
      return withCurrent(app.db, companyId, route);
    },
  );
}
