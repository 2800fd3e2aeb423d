import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listLinks } from './links.queries.ts';

/** Links with their current values (latest interval, typical, free flow, delay), searched and sorted. */
export default function listLinksRoute(app: FastifyInstance) {
  route(app, links.list, async (req) => {
    const q = req.query;
    const { count, rows } = await listLinks(
      app.db,
      authOf(req).user.companyId,
      q.page_size,
      (q.page - 1) * q.page_size,
      q.search,
      q.ordering,
    );
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
