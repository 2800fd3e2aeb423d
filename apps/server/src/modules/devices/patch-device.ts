import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@roadlens/contract/common';
import { Device, DevicePatch } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { updateDevice } from './devices.queries.ts';

/** PATCH /api/map/devices/{id}/ — name, position, type, time zone, mode. */
export default function patchDevice(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/map/devices/:id/',
    { schema: { tags: ['devices'], params: IdParams, body: DevicePatch, response: { 200: Device } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => (await updateDevice(app.db, authOf(req).user.companyId, req.params.id, req.body)) ?? Promise.reject(notFound()),
  );
}
