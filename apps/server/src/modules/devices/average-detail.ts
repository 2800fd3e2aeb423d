import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@roadlens/contract/common';
import { AverageDetail, AverageDetailQuery } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { averageByHour, countDays, findDevice } from './devices.queries.ts';

/** Average per day and per hour of day (UTC) of one device: detections, or radar counts for data_type 3. */
export async function averageOf(app: FastifyInstance, id: number, dataType: number) {
  const radar = dataType === 3;
  const [hours, days] = [await averageByHour(app.db, id, radar), await countDays(app.db, id, radar)];
  const byHour = Array.from({ length: 24 }, () => 0);
  let total = 0;
  for (const h of hours) {
    byHour[h.h] = days ? h.n / days : 0;
    total += h.n;
  }
  return { id, data_type: dataType, days, total, average_per_day: days ? total / days : 0, by_hour: byHour };
}

/** GET /api/map/devices/{id}/average_detail/?data_type= */
export default function averageDetail(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/:id/average_detail/',
    { schema: { tags: ['devices'], params: IdParams, querystring: AverageDetailQuery, response: { 200: AverageDetail } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      if (!(await findDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return averageOf(app, req.params.id, req.query.data_type);
    },
  );
}

const MultiQuery = z.object({ devices: z.string().max(20000), data_type: z.coerce.number().int().default(0) });

/** GET /api/map/devices/average_details_multiple/?devices=1,2&data_type= — the same for many devices (others' ids skipped). */
export function averageDetailsMultiple(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/average_details_multiple/',
    { schema: { tags: ['devices'], querystring: MultiQuery, response: { 200: z.array(AverageDetail) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      const out = [];
      for (const id of req.query.devices.split(',').map(Number).filter((x) => Number.isInteger(x) && x > 0).slice(0, 500)) {
        if (await findDevice(app.db, companyId, id)) out.push(await averageOf(app, id, req.query.data_type));
      }
      return out;
    },
  );
}
