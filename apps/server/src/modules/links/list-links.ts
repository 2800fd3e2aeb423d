import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { cachedRoute } from '../../lib/cached-route.ts';
import { pageLinks } from '../data/pagination.ts';
import { listLinks } from './links.queries.ts';

/**
 * Links with their current values (latest interval, typical, free flow, delay), searched and sorted.
 * The map asks for this list whenever it opens or refreshes, and it changes only when a link, an
 * interval (live processing) or the company's time zone is written: each company's answers are kept
 * until then. The values also move with the clock (the current interval ages out of its hour, the
 * free-flow window slides), so an answer is at most a second old.
 */
export default function listLinksRoute(app: FastifyInstance) {
  cachedRoute(
    app,
    links.list,
    { tables: ['links', 'intervals', 'companies', 'devices'], scope: (req) => authOf(req).user.companyId, maxAgeMs: 1000 },
    async (req) => {
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
    },
  );
}
