import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AverageDetail } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { averageOf } from '../devices/average-detail.ts';
import { findDevice } from '../devices/devices.queries.ts';

const Query = z.object({ devices: z.string().max(20000).regex(/^\d+(,\d+)*$/, 'Comma-separated device ids.') });

/**
 * GET /api/map/records/average_details_multiple/ and /api/map/radar_data/average_details_multiple/?devices=1,2 —
 * per-device daily and hourly averages of detections (records) or radar counts; other companies' ids are skipped.
 */
export default function averageDetailsMultipleData(app: FastifyInstance) {
  for (const [kind, dataType] of [['records', 0], ['radar_data', 3]] as const) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `/api/map/${kind}/average_details_multiple/`,
      { schema: { tags: ['data'], querystring: Query, response: { 200: z.array(AverageDetail) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
      async (req) => {
        const companyId = authOf(req).user.companyId;
        const out = [];
        for (const id of req.query.devices.split(',').map(Number).slice(0, 500)) {
          if (await findDevice(app.db, companyId, id)) out.push(await averageOf(app, id, dataType));
        }
        return out;
      },
    );
  }
}
