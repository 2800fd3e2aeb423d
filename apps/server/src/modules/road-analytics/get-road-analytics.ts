import type { FastifyInstance } from 'fastify';
import { roadAnalytics } from '@roadlens/contract/endpoints/road-analytics';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { corridorView } from './traffic-stats.ts';

/**
 * Corridor analytics of the caller's company over the last 7 or 30 local days (today included),
 * from the 5-minute live intervals of its links: sensor links and provider segments alike.
 * Signed in; no permission.
 */
export default function getRoadAnalytics(app: FastifyInstance) {
  route(app, roadAnalytics.corridor, async (req) => corridorView(app.db, authOf(req).user.companyId, Number(req.query.days)));
}
