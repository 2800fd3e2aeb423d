import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findRoute, foreignLinks, renameRoute, setRouteLinks } from './routes.queries.ts';
import { withCurrent } from './route-current.ts';

/** Rename and/or replace the chain of links. */
export default function patchRoute(app: FastifyInstance) {
  route(app, routes.patch, async (req) => {
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
  });
}
