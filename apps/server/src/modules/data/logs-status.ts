import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LogStatusRow } from '@roadlens/contract/data';
import { authOf } from '../../plugins/auth.ts';
import { logStatus } from './data.queries.ts';

/** GET /api/map/logs/status/ — health of every device: last seen, voltage, temperature, online (seen in 15 min). */
export default function logsStatus(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/logs/status/',
    { schema: { tags: ['data'], response: { 200: z.array(LogStatusRow) } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => logStatus(app.db, authOf(req).user.companyId),
  );
}
