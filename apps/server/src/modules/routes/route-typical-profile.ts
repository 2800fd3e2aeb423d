import type { FastifyInstance } from 'fastify';
import { routes } from '@roadlens/contract/endpoints/routes';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { profileBounds } from '../links/profile-bounds.ts';
import { typicalProfile } from '../links/typical.queries.ts';
import { findRoute } from './routes.queries.ts';

/** The route's typical travel time (over its whole chain of links) slot by slot over a period. */
export default function routeTypicalProfileRoute(app: FastifyInstance) {
  route(app, routes.typical, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { from, to } = profileBounds(req.query.from, req.query.to);
    const r = await findRoute(app.db, companyId, req.params.id);
    if (!r) throw notFound();
    return typicalProfile(app.db, companyId, r.link_ids, from, to);
  });
}
