import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '@roadlens/contract/common';
import { Link } from '@roadlens/contract/links';
import { authOf } from '../../plugins/auth.ts';
import { pageLinks } from '../data/pagination.ts';
import { LINK_ORDERINGS, listLinks } from './links.queries.ts';

const Query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  search: z.string().max(200).optional(),
  /** Whitelisted sort keys only: an unknown one is a 400 naming `ordering`, never SQL. */
  ordering: z.enum(LINK_ORDERINGS).default('name'),
});

/** GET /api/map/links/ — links with their current values (latest interval, typical, free flow, delay), searched and sorted. */
export default function listLinksRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/links/',
    { schema: { tags: ['links'], querystring: Query, response: { 200: page(Link) } }, config: { access: { auth: 'user', permission: 'Platform|view_links' } } },
    async (req) => {
      const q = req.query;
      const { count, rows } = await listLinks(app.db, authOf(req).user.companyId, q.page_size, (q.page - 1) * q.page_size, q.search, q.ordering);
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
