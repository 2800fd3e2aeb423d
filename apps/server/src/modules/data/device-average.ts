import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryBool } from '@roadlens/contract/common';
import { DeviceAverageRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { DATABASES, deviceAverage } from './averages.queries.ts';
import { intList } from './list-device-process.ts';
import { averageZip } from './average-export.ts';
import { sendZip } from './send-zip.ts';

const AGGREGATIONS = ['hour', 'day', 'week', 'month'] as const;
const common = {
  timestamp__gte: z.string().datetime({ offset: true }).optional(),
  timestamp__lte: z.string().datetime({ offset: true }).optional(),
  aggregation: z.enum(AGGREGATIONS).default('hour'),
  /** Mode of core §4: 0 live, 1 experimental. */
  type: z.coerce.number().int().min(0).max(1).default(0),
  /** Store read: `intervals` (pre-aggregated 5-minute rows) or `matches` (every sample; exact percentiles). */
  database: z.enum(DATABASES).default('intervals'),
};
const Query = z.object({
  ...common,
  device_id: z.coerce.number().int().optional(),
  weekdays: intList(1, 7).optional(),
  hours: intList(0, 23).optional(),
  /** A zip of one CSV of the rows, streamed. */
  export: queryBool.optional(),
});
const Body = z.object({
  ...common,
  devices: z.array(z.number().int()).min(1).max(5000),
  weekdays: z.array(z.number().int().min(1).max(7)).optional(),
  hours: z.array(z.number().int().min(0).max(23)).optional(),
});

const filter = (companyId: number, q: z.output<typeof Query> | z.output<typeof Body>, deviceIds: number[] | undefined) => ({
  companyId, deviceIds, from: q.timestamp__gte, to: q.timestamp__lte, mode: q.type, weekdays: q.weekdays, hours: q.hours,
  database: q.database, bucket: q.aggregation,
});

/**
 * GET /api/map/device_average/ and POST .../list_post (many devices) — travel times of the links
 * leaving each device per hour/day/week/month (weekday and hour filters in UTC), company-scoped.
 * The GET answers ?export=true with a zip of one CSV.
 */
export default function deviceAverageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/device_average/',
    { schema: { tags: ['data'], querystring: Query, response: { 200: z.array(DeviceAverageRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req, reply) => {
      const f = filter(authOf(req).user.companyId, req.query, req.query.device_id === undefined ? undefined : [req.query.device_id]);
      if (req.query.export) return sendZip(reply, 'device_average', await averageZip(app.db, f));
      return deviceAverage(app.db, f);
    },
  );
}

export function deviceAverageListPost(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/device_average/list_post/',
    { schema: { tags: ['data'], body: Body, response: { 200: z.array(DeviceAverageRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => deviceAverage(app.db, filter(authOf(req).user.companyId, req.body, req.body.devices)),
  );
}
