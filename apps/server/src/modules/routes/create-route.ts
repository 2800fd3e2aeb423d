import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { findRoute, foreignLinks, insertRoute, setRouteLinks } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

/** A named chain of the company's links, in order. */
export default function createRoute(app: FastifyInstance) {
  route(app, routes.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    const route = await app.db.transaction(async (tx) => {
      if ((await foreignLinks(tx, companyId, req.body.link_ids)).length) throw badRequest('link_ids', 'Unknown link.');
      const id = await insertRoute(tx, companyId, req.body.name);
      await setRouteLinks(tx, id, req.body.link_ids);
      return (await findRoute(tx, companyId, id))!;
    });
    return reply.code(201).send(await withCurrent(app.db, companyId, route));
  });
}
