import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { CLEARABLE, clearDeviceRows } from './data.queries.ts';

const Params = z.object({ kind: z.enum(Object.keys(CLEARABLE) as [keyof typeof CLEARABLE]), id: z.coerce.number().int().positive() });

/** GET /api/map/{kind}/{id}/clear/ — deletes exactly that device's rows of that kind (the spec's verb is GET). */
export default function clearRows(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/:kind/:id/clear/',
    { schema: { tags: ['data'], params: Params, response: { 200: z.object({ detail: z.string(), deleted: z.number().int() }) } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      const n = await clearDeviceRows(app.db, req.params.kind, authOf(req).user.companyId, req.params.id);
      if (n === null) throw notFound();
      return { detail: 'Data cleared successfully!', deleted: n };
    },
  );
}
