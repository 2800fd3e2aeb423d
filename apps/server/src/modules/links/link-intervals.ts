import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findLink, linkIntervals } from './links.queries.ts';

/** 5-minute rows for charts (at most 20000). */
export default function linkIntervalsRoute(app: FastifyInstance) {
  route(app, links.intervals, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { from, to, mode } = req.query;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    if (!(await findLink(app.db, companyId, req.params.id))) throw notFound();
    return linkIntervals(app.db, companyId, req.params.id, from, to, mode);
  });
}
