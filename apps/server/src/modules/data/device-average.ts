import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceAverageRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { deviceAverage } from './data.queries.ts';
import { intList } from './list-device-process.ts';

const Query = z.object({
  device_id: z.coerce.number().int().optional(),
  timestamp__gte: z.string().datetime({ offset: true }).optional(),
  timestamp__lte: z.string().datetime({ offset: true }).optional(),
  aggregation: z.enum(['hour', 'day', 'week', 'month']).default('hour'),
  weekdays: intList(1, 7).optional(),
  hours: intList(0, 23).optional(),
  type: z.coerce.number().int().optional(),
  database: z.string().max(50).optional(),
});

const Body = z.object({
  devices: z.array(z.number().int()).min(1).max(5000),
  timestamp__gte: z.string().datetime({ offset: true }).optional(),
  timestamp__lte: z.string().datetime({ offset: true }).optional(),
  aggregation: z.enum(['hour', 'day', 'week', 'month']).default('hour'),
  weekdays: z.array(z.number().int().min(1).max(7)).optional(),
  hours: z.array(z.number().int().min(0).max(23)).optional(),
});

/** GET /api/map/device_average/ and POST .../list_post (many devices) — detections per device per bucket. */
export default function deviceAverageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/map/device_average/',
    { schema: { tags: ['data'], querystring: Query, response: { 200: z.array(DeviceAverageRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const q = req.query;
      return deviceAverage(app.db, { companyId: authOf(req).user.companyId, deviceId: q.device_id, from: q.timestamp__gte, to: q.timestamp__lte, aggregation: q.aggregation, weekdays: q.weekdays, hours: q.hours });
    },
  );
}

export function deviceAverageListPost(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/device_average/list_post/',
    { schema: { tags: ['data'], body: Body, response: { 200: z.array(DeviceAverageRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => {
      const b = req.body;
      return deviceAverage(app.db, { companyId: authOf(req).user.companyId, deviceIds: b.devices, from: b.timestamp__gte, to: b.timestamp__lte, aggregation: b.aggregation, weekdays: b.weekdays, hours: b.hours });
    },
  );
}
