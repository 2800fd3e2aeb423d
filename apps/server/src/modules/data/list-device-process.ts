import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page, queryBool } from '@roadlens/contract/common';
import { DeviceProcessRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { DATABASES, deviceProcess } from './averages.queries.ts';
import { pageLinks } from './pagination.ts';
import { processZip } from './average-export.ts';
import { sendZip } from './send-zip.ts';

export const intList = (min: number, max: number) =>
  z.string().max(200).regex(/^\d+(,\d+)*$/, 'Comma-separated integers.')
    .transform((s) => s.split(',').map(Number))
    .refine((xs) => xs.every((x) => x >= min && x <= max), `Each value must be between ${min} and ${max}.`);

const Query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(10),
  device_id: z.coerce.number().int().optional(),
  last_detection__gte: z.string().datetime({ offset: true }).optional(),
  last_detection__lte: z.string().datetime({ offset: true }).optional(),
  type: z.coerce.number().int().min(0).max(1).default(0),
  /** Store read: `intervals` (stored 5-minute rows) or `matches` (5-minute rows recomputed from every sample). */
  database: z.enum(DATABASES).default('intervals'),
  no_pagination: queryBool.optional(),
  weekdays: intList(1, 7).optional(),
  hours: intList(0, 23).optional(),
  down_sample: z.coerce.number().int().min(1).max(1000).optional(),
  /** A zip of one CSV of every matching row (no paging), streamed. */
  export: queryBool.optional(),
});

/** GET /api/map/device_process/ — processed 5-minute rows of the links leaving each device (type = mode); ?export=true for a zip. */
export default function listDeviceProcess(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/device_process/',
    { schema: { tags: ['data'], querystring: Query, response: { 200: page(DeviceProcessRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req, reply) => {
      const q = req.query;
      const size = q.no_pagination ? 10000 : q.page_size;
      const pageNo = q.no_pagination ? 1 : q.page;
      const f = {
        companyId: authOf(req).user.companyId, deviceIds: q.device_id === undefined ? undefined : [q.device_id], from: q.last_detection__gte,
        to: q.last_detection__lte, mode: q.type, weekdays: q.weekdays, hours: q.hours, database: q.database, bucket: '5min' as const,
      };
      if (q.export) return sendZip(reply, 'device_process', await processZip(app.db, f, q.down_sample));
      const { count, rows } = await deviceProcess(app.db, f, size, (pageNo - 1) * size);
      // down_sample keeps every n-th row, for long chart ranges.
      const results = q.down_sample ? (rows as unknown[]).filter((_, i) => i % q.down_sample! === 0) : rows;
      return { ...pageLinks(req, pageNo, size, count), results: results as never };
    },
  );
}
