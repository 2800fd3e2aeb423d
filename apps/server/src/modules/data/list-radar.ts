import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { listRadar } from './data.queries.ts';
import { radarPages } from './export.queries.ts';
import { zipCsv } from './export-zip.ts';
import { sendZip } from './send-zip.ts';
import { pageLinks } from './pagination.ts';
import { speedColumn, speedIn, speedUnitOf } from '../../lib/speed-unit.ts';

/** Radar interval rows, DRF-paginated. */
export default function listRadarRoute(app: FastifyInstance) {
  route(app, data.radar, async (req, reply) => {
    const q = req.query;
    const f = { companyId: authOf(req).user.companyId, deviceId: q.device_id, from: q.timestamp__gte, to: q.timestamp__lte };
    if (q.export) {
      const page = await radarPages(app.db, f);
      // Speeds in the reader's unit, named by it (speed_kmh or speed_mph).
      const unit = await speedUnitOf(app.db, authOf(req).user.id);
      const columns = [
        'device_id',
        'device_serial',
        'device_name',
        'timestamp',
        'lane',
        'count',
        speedColumn(unit),
        'occupancy',
        'vehicle_class',
      ];
      return sendZip(
        reply,
        'radar_data',
        zipCsv(
          'radar_data.csv',
          columns,
          (after) => page(after, 5000),
          (r) => [
            r.device_id,
            r.device_serial,
            r.device_name,
            r.timestamp,
            r.lane ?? '',
            r.count,
            speedIn(r.speed_kmh, unit) ?? '',
            r.occupancy ?? '',
            r.vehicle_class ?? '',
          ],
          (r) => r.id,
        ),
      );
    }
    const { count, rows } = await listRadar(app.db, f, q.ordering === '-timestamp', q.page_size, (q.page - 1) * q.page_size);
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
