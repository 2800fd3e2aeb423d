import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { deviceProcess } from './averages.queries.ts';
import { pageLinks } from './pagination.ts';
import { processZip } from './average-export.ts';
import { sendZip } from './send-zip.ts';
import { speedUnitOf } from '../../lib/speed-unit.ts';

/** Processed 5-minute rows of the links leaving each device (type = mode); ?export=true for a zip. */
export default function listDeviceProcess(app: FastifyInstance) {
  route(app, data.deviceProcess, async (req, reply) => {
    const q = req.query;
    const size = q.no_pagination ? 10000 : q.page_size;
    const pageNo = q.no_pagination ? 1 : q.page;
    const f = {
      companyId: authOf(req).user.companyId,
      deviceIds: q.device_id === undefined ? undefined : [q.device_id],
      from: q.last_detection__gte,
      to: q.last_detection__lte,
      mode: q.type,
      weekdays: q.weekdays,
      hours: q.hours,
      database: q.database,
      bucket: '5min' as const,
    };
    if (q.export)
      return sendZip(reply, 'device_process', await processZip(app.db, f, q.down_sample, await speedUnitOf(app.db, authOf(req).user.id)));
    const { count, rows } = await deviceProcess(app.db, f, size, (pageNo - 1) * size);
    // down_sample keeps every n-th row, for long chart ranges.
    const results = q.down_sample ? (rows as unknown[]).filter((_, i) => i % q.down_sample! === 0) : rows;
    return { ...pageLinks(req, pageNo, size, count), results: results as never };
  });
}
