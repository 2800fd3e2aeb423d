import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page, queryBool } from '@roadlens/contract/common';
import { RadarRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { listRadar } from './data.queries.ts';
import { radarPages } from './export.queries.ts';
import { zipCsv } from './export-zip.ts';
import { sendZip } from './send-zip.ts';
import { pageLinks } from './pagination.ts';

export const TimeQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  ordering: z.enum(['timestamp', '-timestamp']).default('-timestamp'),
  device_id: z.coerce.number().int().optional(),
  timestamp__gte: z.string().datetime({ offset: true }).optional(),
  timestamp__lte: z.string().datetime({ offset: true }).optional(),
  export: queryBool.optional(),
});

/** GET /api/map/radar_data/ — radar interval rows, DRF-paginated. */
export default function listRadarRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/radar_data/',
    { schema: { tags: ['data'], querystring: TimeQuery, response: { 200: page(RadarRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req, reply) => {
      const q = req.query;
      const f = { companyId: authOf(req).user.companyId, deviceId: q.device_id, from: q.timestamp__gte, to: q.timestamp__lte };
      if (q.export) {
        const page = await radarPages(app.db, f);
        return sendZip(reply, 'radar_data', zipCsv('radar_data.csv', ['device_id', 'timestamp', 'lane', 'count', 'speed_kmh', 'occupancy', 'vehicle_class'], (after) => page(after, 5000), (r) => [r.device_id, r.timestamp, r.lane ?? '', r.count, r.speed_kmh ?? '', r.occupancy ?? '', r.vehicle_class ?? ''], (r) => r.id));
      }
      const { count, rows } = await listRadar(app.db, f, q.ordering === '-timestamp', q.page_size, (q.page - 1) * q.page_size);
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
