import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CountListRow, RecordsQuery } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { countPerDay } from './data.queries.ts';
import { recordFilter } from './list-records.ts';

/** GET /api/map/records/count_list/?device_id&create_time__gte&create_time__lte — detections per UTC day. */
export default function countList(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/records/count_list/',
    { schema: { tags: ['data'], querystring: RecordsQuery, response: { 200: z.array(CountListRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => countPerDay(app.db, recordFilter(authOf(req).user.companyId, req.query)),
  );
}
