import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Device } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findDevice } from './devices.queries.ts';

/** GET /api/map/devices/{id}/ */
export default function getDevice(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/devices/:id/',
    { schema: { tags: ['devices'], params: IdParams, response: { 200: Device } }, config: { access: { auth: 'user', permission: 'Platform|view_devices' } } },
    async (req) => (await findDevice(app.db, authOf(req).user.companyId, req.params.id)) ?? Promise.reject(notFound()),
  );
}
