import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@roadlens/contract/common';
import { DetectionCountRow, DetectionCountsQuery } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { detectionCountsOf } from './detail.queries.ts';
import { findDevice } from './devices.queries.ts';

/** Hourly buckets up to 31 days (744 × 4 signals), daily up to a year. */
const MAX_PERIOD_S = { hour: 31 * 86400, day: 366 * 86400 };

/**
 * GET /api/map/devices/{id}/detection_counts/?from&to&interval — detections per hour or day and
 * signal type for the sensor's overview. The index on (device_id, create_time) keeps it to one range scan.
 */
export default function detectionCounts(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/:id/detection_counts/',
    { schema: { tags: ['devices'], params: IdParams, querystring: DetectionCountsQuery, response: { 200: z.array(DetectionCountRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const { from, to, interval } = req.query;
      if (!(to > from)) throw badRequest('to', 'Must be after from.');
      if (to - from > MAX_PERIOD_S[interval]) throw badRequest('to', `The period may be at most ${MAX_PERIOD_S[interval] / 86400} days for ${interval} intervals.`);
      if (!(await findDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return detectionCountsOf(app.db, req.params.id, interval, from, to);
    },
  );
}
