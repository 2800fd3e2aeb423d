import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@roadlens/contract/common';
import { IntervalRow, IntervalsQuery } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findLink, linkIntervals } from './links.queries.ts';

/** GET /api/map/links/{id}/intervals/?from&to&mode — 5-minute rows for charts (at most 20000). */
export default function linkIntervalsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/links/:id/intervals/',
    { schema: { tags: ['links'], params: IdParams, querystring: IntervalsQuery, response: { 200: z.array(IntervalRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_links' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const { from, to, mode } = req.query;
      if (!(to > from)) throw badRequest('to', 'Must be after from.');
      if (!(await findLink(app.db, companyId, req.params.id))) throw notFound();
      return linkIntervals(app.db, companyId, req.params.id, from, to, mode);
    },
  );
}
