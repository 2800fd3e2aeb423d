import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, Ok } from '@roadlens/contract/common';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { softDeleteDevice } from './devices.queries.ts';

/** PATCH /api/map/devices/{id}/delete/ — soft delete: data stays, the device leaves lists and ingest. */
export default function deleteDevice(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/map/devices/:id/delete/',
    { schema: { tags: ['devices'], params: IdParams, response: { 200: Ok } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      if (!(await softDeleteDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return { detail: 'Device deleted.' };
    },
  );
}
