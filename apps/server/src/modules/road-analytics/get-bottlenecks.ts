import type { FastifyInstance } from 'fastify';
import { roadAnalytics } from '@roadlens/contract/endpoints/road-analytics';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { bottleneckView } from './traffic-stats.ts';

/** The caller's links ranked by vehicle-hours of delay per day, recurring vs incident. */
export default function getBottlenecks(app: FastifyInstance) {
  route(app, roadAnalytics.bottlenecks, async (req) => bottleneckView(app.db, authOf(req).user.companyId, Number(req.query.days)));
}
