import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { page } from '@roadlens/contract/common';
import { LogRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { listLogs } from './data.queries.ts';
import { logPages } from './export.queries.ts';
import { zipCsv } from './export-zip.ts';
import { sendZip } from './send-zip.ts';
import { pageLinks } from './pagination.ts';
import { TimeQuery } from './list-radar.ts';

/** GET /api/map/logs/ — device log lines and heartbeats, DRF-paginated. */
export default function listLogsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/logs/',
    { schema: { tags: ['data'], querystring: TimeQuery, response: { 200: page(LogRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req, reply) => {
      const q = req.query;
      const f = { companyId: authOf(req).user.companyId, deviceId: q.device_id, from: q.timestamp__gte, to: q.timestamp__lte };
      if (q.export) {
        const page = await logPages(app.db, f);
        return sendZip(reply, 'logs', zipCsv('logs.csv', ['device_id', 'timestamp', 'level', 'message', 'voltage', 'temperature'], (after) => page(after, 5000), (r) => [r.device_id, r.timestamp, r.level, r.message, r.voltage ?? '', r.temperature ?? ''], (r) => r.id));
      }
      const { count, rows } = await listLogs(app.db, f, q.ordering === '-timestamp', q.page_size, (q.page - 1) * q.page_size);
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
