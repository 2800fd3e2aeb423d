import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, page } from '@roadlens/contract/common';
import { RadarRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { listRadar } from '../data/data.queries.ts';
import { pageLinks } from '../data/pagination.ts';
import { TimeQuery } from '../data/list-radar.ts';
import { findDevice } from './devices.queries.ts';

/** GET /api/map/devices/{id}/radardata_detail/ — the device's radar rows, newest first. */
export default function radarDetail(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/:id/radardata_detail/',
    { schema: { tags: ['devices'], params: IdParams, querystring: TimeQuery, response: { 200: page(RadarRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      if (!(await findDevice(app.db, companyId, req.params.id))) throw notFound();
      const q = req.query;
      const { count, rows } = await listRadar(app.db, { companyId, deviceId: req.params.id, from: q.timestamp__gte, to: q.timestamp__lte }, q.ordering === '-timestamp', q.page_size, (q.page - 1) * q.page_size);
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
