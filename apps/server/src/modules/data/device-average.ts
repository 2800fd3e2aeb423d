import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DeviceAverageListBody, DeviceAverageQuery } from '@roadlens/contract/data';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { deviceAverage } from './averages.queries.ts';
import { averageZip } from './average-export.ts';
import { sendZip } from './send-zip.ts';
import { speedUnitOf } from '../../lib/speed-unit.ts';

const filter = (
  companyId: number,
  q: z.output<typeof DeviceAverageQuery> | z.output<typeof DeviceAverageListBody>,
  deviceIds: number[] | undefined,
) => ({
  companyId,
  deviceIds,
  from: q.timestamp__gte,
  to: q.timestamp__lte,
  mode: q.type,
  weekdays: q.weekdays,
  hours: q.hours,
  database: q.database,
  bucket: q.aggregation,
});

/**
 * Travel times of the links leaving each device per hour/day/week/month (weekday and hour filters
 * in UTC), company-scoped. The GET answers ?export=true with a zip of one CSV.
 */
export default function deviceAverageRoutes(app: FastifyInstance) {
  route(app, data.deviceAverage, async (req, reply) => {
    const f = filter(authOf(req).user.companyId, req.query, req.query.device_id === undefined ? undefined : [req.query.device_id]);
    if (req.query.export)
      return sendZip(reply, 'device_average', await averageZip(app.db, f, await speedUnitOf(app.db, authOf(req).user.id)));
    return deviceAverage(app.db, f);
  });
}

/** The same for many devices, their ids in the body. */
export function deviceAverageListPost(app: FastifyInstance) {
  route(app, data.deviceAverageListPost, async (req) =>
    deviceAverage(app.db, filter(authOf(req).user.companyId, req.body, req.body.devices)),
  );
}
