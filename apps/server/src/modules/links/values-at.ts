import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LinkValuesAt, LinkValuesAtQuery } from '@roadlens/contract/live-map';
import { authOf } from '../../plugins/auth.ts';
import { linkValuesAt } from './values-at.queries.ts';

const STEP_S = 300;

/**
 * GET /api/map/links/values_at/?t — every link's live interval at a past moment, for the map's
 * replay slider. Links without an interval then are left out (the map greys them).
 */
export default function linkValuesAtRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/links/values_at/',
    { schema: { tags: ['links'], querystring: LinkValuesAtQuery, response: { 200: LinkValuesAt } }, config: { access: { auth: 'user', permission: 'Platform|view_map' } } },
    async (req) => {
      const start = Math.floor(req.query.t / STEP_S) * STEP_S;
      const interval_start = new Date(start * 1000).toISOString();
      const rows = await linkValuesAt(app.db, authOf(req).user.companyId, start);
      return { interval_start, results: rows.map((r) => ({ ...r, interval_start })) };
    },
  );
}
