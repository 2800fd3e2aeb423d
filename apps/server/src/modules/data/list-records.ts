import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { countRecords, listRecords, type RecordFilter } from './data.queries.ts';
import { recordPages } from './export.queries.ts';
import { pageLinks } from './pagination.ts';
import { zipCsv } from './export-zip.ts';
import { sendZip } from './send-zip.ts';

/** The record columns as specified, then the sensor each row came from. */
export const EXPORT_COLUMNS = [
  'fingerprint',
  'tag',
  'sync_time',
  'create_time',
  'rssi',
  'signal',
  'device_id',
  'device_serial',
  'device_name',
];
const PAGE = 5000;

export const recordFilter = (
  companyId: number,
  q: { device_id?: number; create_time__gte?: string; create_time__lte?: string; fingerprint?: string; signal?: string },
): RecordFilter => ({
  companyId,
  deviceId: q.device_id,
  from: q.create_time__gte,
  to: q.create_time__lte,
  fingerprint: q.fingerprint,
  signal: q.signal && q.signal !== 'a' ? Number(q.signal) : undefined,
});

/** Detections, DRF-paginated; with ?export=true a zip of one CSV, streamed. */
export default function listRecordsRoute(app: FastifyInstance) {
  route(app, data.records, async (req, reply) => {
    const q = req.query;
    const f = recordFilter(authOf(req).user.companyId, q);
    if (q.export === 'true' || q.export === '1') {
      const page = await recordPages(app.db, f);
      const stream = zipCsv(
        'records.csv',
        EXPORT_COLUMNS,
        (after) => page(after, PAGE),
        (r) => [
          r.fingerprint,
          r.tag ?? '',
          r.sync_time,
          r.create_time,
          r.rssi ?? '',
          r.signal,
          r.device_id,
          r.device_serial,
          r.device_name,
        ],
        (r) => r.id,
      );
      return sendZip(reply, 'records', stream);
    }
    const [count, rows] = [
      await countRecords(app.db, f),
      await listRecords(app.db, f, q.ordering, q.page_size, (q.page - 1) * q.page_size),
    ];
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
