import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, page } from '@roadlens/contract/common';
import { LogRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { listLogs } from '../data/data.queries.ts';
import { pageLinks } from '../data/pagination.ts';
import { TimeQuery } from '../data/list-radar.ts';
import { findDevice } from './devices.queries.ts';

/** GET /api/map/devices/{id}/logs_detail/ — the device's log lines, newest first. */
export default function logsDetail(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/:id/logs_detail/',
    { schema: { tags: ['devices'], params: IdParams, querystring: TimeQuery, response: { 200: page(LogRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const companyId = authOf(req).user.companyId;
      if (!(await findDevice(app.db, companyId, req.params.id))) throw notFound();
      const q = req.query;
      const { count, rows } = await listLogs(app.db, { companyId, deviceId: req.params.id, from: q.timestamp__gte, to: q.timestamp__lte }, q.ordering === '-timestamp', q.page_size, (q.page - 1) * q.page_size);
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
