import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
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

export default function averageDetail(app: FastifyInstance) {
  route(app, devices.averageDetail, async (req) => {
    if (!(await findDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return averageOf(app, req.params.id, req.query.data_type);
  });
}

export function averageDetailsMultiple(app: FastifyInstance) {
  route(app, devices.averageDetailsMultiple, async (req) => {
    const companyId = authOf(req).user.companyId;
    const out = [];
    for (const id of req.query.devices
      .split(',')
      .map(Number)
      .filter((x) => Number.isInteger(x) && x > 0)
      .slice(0, 500)) {
      if (await findDevice(app.db, companyId, id)) out.push(await averageOf(app, id, req.query.data_type));
    }
    return out;
  });
}
