import type { FastifyInstance } from 'fastify';
import { insight } from '@roadlens/contract/endpoints/insight';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { analyse } from './analyse.ts';

/** Insight over the caller's links and routes for one or two periods × a time set. */
export default function analyseInsightRoute(app: FastifyInstance) {
  route(app, insight.analyse, async (req) => analyse(app.db, authOf(req).user.companyId, req.body));
}
