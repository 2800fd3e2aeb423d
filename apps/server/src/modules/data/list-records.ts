import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { page } from '@roadlens/contract/common';
import { RecordRow, RecordsQuery } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { countRecords, listRecords, type RecordFilter } from './data.queries.ts';
import { recordPages } from './export.queries.ts';
import { pageLinks } from './pagination.ts';
import { zipCsv } from './export-zip.ts';
import { sendZip } from './send-zip.ts';

export const EXPORT_COLUMNS = ['fingerprint', 'tag', 'sync_time', 'create_time', 'rssi', 'signal'];
const PAGE = 5000;

export const recordFilter = (companyId: number, q: { device_id?: number; create_time__gte?: string; create_time__lte?: string; fingerprint?: string; signal?: string }): RecordFilter => ({
  companyId,
  deviceId: q.device_id,
  from: q.create_time__gte,
  to: q.create_time__lte,
  fingerprint: q.fingerprint,
  signal: q.signal && q.signal !== 'a' ? Number(q.signal) : undefined,
});

/** GET /api/map/records/ — detections, DRF-paginated; with ?export=true a zip of one CSV, streamed. */
export default function listRecordsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/records/',
    { schema: { tags: ['data'], querystring: RecordsQuery, response: { 200: page(RecordRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req, reply) => {
      const q = req.query;
      const f = recordFilter(authOf(req).user.companyId, q);
      if (q.export === 'true' || q.export === '1') {
        const page = await recordPages(app.db, f);
        const stream = zipCsv('records.csv', EXPORT_COLUMNS, (after) => page(after, PAGE),
          (r) => [r.fingerprint, r.tag ?? '', r.sync_time, r.create_time, r.rssi ?? '', r.signal], (r) => r.id);
        return sendZip(reply, 'records', stream);
      }
      const [count, rows] = [await countRecords(app.db, f), await listRecords(app.db, f, q.ordering, q.page_size, (q.page - 1) * q.page_size)];
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
