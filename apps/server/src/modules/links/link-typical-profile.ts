import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findLink } from './links.queries.ts';
import { profileBounds } from './profile-bounds.ts';
import { typicalProfile } from './typical.queries.ts';

/** The link's typical travel time slot by slot over a period, so charts draw the time-of-week profile. */
export default function linkTypicalProfileRoute(app: FastifyInstance) {
  route(app, links.typical, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { from, to } = profileBounds(req.query.from, req.query.to);
    if (!(await findLink(app.db, companyId, req.params.id))) throw notFound();
    return typicalProfile(app.db, companyId, [req.params.id], from, to);
  });
}
