import type { FastifyInstance } from 'fastify';
import { roadAnalytics } from '@roadlens/contract/endpoints/road-analytics';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { scanView } from './traffic-stats.ts';

/** Congestion scan of one of the caller's routes on a local day; another company's route is a 404. */
export default function getScan(app: FastifyInstance) {
  route(app, roadAnalytics.scan, async (req) => {
    const scan = await scanView(app.db, authOf(req).user.companyId, req.query.route_id, req.query.date, Number(req.query.bin));
    if (!scan) throw notFound();
    return scan;
  });
}
