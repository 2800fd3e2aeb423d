import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { radarCountsOf } from './radar.queries.ts';
import { findDevice } from './devices.queries.ts';

/** Hourly buckets up to 31 days, daily up to a year (as the detection counts). */
const MAX_PERIOD_S = { hour: 31 * 86400, day: 366 * 86400 };

/** A radar sensor's vehicles, mean speed and occupancy per hour or day and lane, for its overview charts. */
export default function radarCounts(app: FastifyInstance) {
  route(app, devices.radarCounts, async (req) => {
    const { from, to, interval } = req.query;
    if (!(to > from)) throw badRequest('to', 'Must be after from.');
    if (to - from > MAX_PERIOD_S[interval])
      throw badRequest('to', `The period may be at most ${MAX_PERIOD_S[interval] / 86400} days for ${interval} intervals.`);
    if (!(await findDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return radarCountsOf(app.db, req.params.id, interval, from, to);
  });
}
