import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { linkValuesAt } from './values-at.queries.ts';

const STEP_S = 300;

/**
 * Every link's live interval at a past moment, for the map's
 * replay slider. Links without an interval then are left out (the map greys them).
 */
export default function linkValuesAtRoute(app: FastifyInstance) {
  route(app, links.valuesAt, async (req) => {
    const start = Math.floor(req.query.t / STEP_S) * STEP_S;
    const interval_start = new Date(start * 1000).toISOString();
    const rows = await linkValuesAt(app.db, authOf(req).user.companyId, start);
    return { interval_start, results: rows.map((r) => ({ ...r, interval_start })) };
  });
}
