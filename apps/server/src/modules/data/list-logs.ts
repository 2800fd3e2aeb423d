import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { listLogs } from './data.queries.ts';
import { logPages } from './export.queries.ts';
import { zipCsv } from './export-zip.ts';
import { sendZip } from './send-zip.ts';
import { pageLinks } from './pagination.ts';

/** Device log lines and heartbeats, DRF-paginated. */
export default function listLogsRoute(app: FastifyInstance) {
  route(app, data.logs, async (req, reply) => {
    const q = req.query;
    const f = { companyId: authOf(req).user.companyId, deviceId: q.device_id, from: q.timestamp__gte, to: q.timestamp__lte };
    if (q.export) {
      const page = await logPages(app.db, f);
      return sendZip(
        reply,
        'logs',
        zipCsv(
          'logs.csv',
          ['device_id', 'device_serial', 'device_name', 'timestamp', 'level', 'message', 'voltage', 'temperature'],
          (after) => page(after, 5000),
          (r) => [r.device_id, r.device_serial, r.device_name, r.timestamp, r.level, r.message, r.voltage ?? '', r.temperature ?? ''],
          (r) => r.id,
        ),
      );
    }
    const { count, rows } = await listLogs(app.db, f, q.ordering === '-timestamp', q.page_size, (q.page - 1) * q.page_size);
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
