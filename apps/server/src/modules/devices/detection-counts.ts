import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { detectionCountsOf } from './detail.queries.ts';
import { findDevice } from './devices.queries.ts';

/** Hourly buckets up to 31 days (744 × 4 signals), daily up to a year. */
const MAX_PERIOD_S = { hour: 31 * 86400, day: 366 * 86400 };

/** Detections per hour or day and signal type; the index on (device_id, create_time) keeps it to one range scan. */
export default function detectionCounts(app: FastifyInstance) {
  route(app, devices.detectionCounts, async (req) => {
    const { from, to, interval } = req.query;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    if (to - from > MAX_PERIOD_S[interval])
      throw badRequest('to', `The period may be at most ${MAX_PERIOD_S[interval] / 86400} days for ${interval} intervals.`);
    if (!(await findDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return detectionCountsOf(app.db, req.params.id, interval, from, to);
  });
}
