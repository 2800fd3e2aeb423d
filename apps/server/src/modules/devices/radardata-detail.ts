import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { listRadar } from '../data/data.queries.ts';
import { pageLinks } from '../data/pagination.ts';
import { findDevice } from './devices.queries.ts';

export default function radarDetail(app: FastifyInstance) {
  route(app, devices.radarDetail, async (req) => {
    const companyId = authOf(req).user.companyId;
    if (!(await findDevice(app.db, companyId, req.params.id))) throw notFound();
    const q = req.query;
    const { count, rows } = await listRadar(
      app.db,
      { companyId, deviceId: req.params.id, from: q.timestamp__gte, to: q.timestamp__lte },
      q.ordering === '-timestamp',
      q.page_size,
      (q.page - 1) * q.page_size,
    );
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
