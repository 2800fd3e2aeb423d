import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findDevice } from '../devices/devices.queries.ts';
import { countRecords, listRecords } from './data.queries.ts';
import { pageLinks } from './pagination.ts';
import { recordFilter } from './list-records.ts';

/** One device's detections (id = device id). */
export default function recordsDetail(app: FastifyInstance) {
  route(app, data.recordsDetail, async (req) => {
    const { user } = authOf(req);
    if (!(await findDevice(app.db, user.companyId, req.params.id))) throw notFound();
    const q = req.query;
    const f = recordFilter(user.companyId, { ...q, device_id: req.params.id });
    const [count, rows] = [
      await countRecords(app.db, f),
      await listRecords(app.db, f, q.ordering, q.page_size, (q.page - 1) * q.page_size),
    ];
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
