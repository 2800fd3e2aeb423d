import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Route, RouteCreate } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { findRoute, foreignLinks, insertRoute, setRouteLinks } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

/** POST /api/map/routes/ — a named chain of the company's links, in order. */
export default function createRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/routes/',
    { schema: { tags: ['routes'], body: RouteCreate, response: { 201: Route } }, config: { access: { auth: 'user', permission: 'Platform|change_routes' } } },
    async (req, reply) => {
      const companyId = authOf(req).user.companyId;
      const route = await app.db.transaction(async (tx) => {
        if ((await foreignLinks(tx, companyId, req.body.link_ids)).length) throw badRequest('link_ids', 'Unknown link.');
        const id = await insertRoute(tx, companyId, req.body.name);
        await setRouteLinks(tx, id, req.body.link_ids);
        return (await findRoute(tx, companyId, id))!;
      });
      return reply.code(201).send(await withCurrent(app.db, companyId, route));
    },
  );
}
