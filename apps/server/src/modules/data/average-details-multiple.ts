import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { averageOf } from '../devices/average-detail.ts';
import { findDevice } from '../devices/devices.queries.ts';

/**
 * Per-device daily and hourly averages of detections (records) or radar counts (radar_data);
 * other companies' ids are skipped.
 */
export default function averageDetailsMultipleData(app: FastifyInstance) {
  for (const [e, dataType] of [
    [data.recordsAverageDetailsMultiple, 0],
    [data.radarAverageDetailsMultiple, 3],
  ] as const) {
    route(app, e, async (req) => {
      const companyId = authOf(req).user.companyId;
      const out = [];
      for (const id of req.query.devices.split(',').map(Number).slice(0, 500)) {
        if (await findDevice(app.db, companyId, id)) out.push(await averageOf(app, id, dataType));
      }
      return out;
    });
  }
}
