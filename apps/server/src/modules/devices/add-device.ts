import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Device, DeviceAddQuery, DeviceCreate } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { insertDevice } from './devices.queries.ts';

/** POST /api/map/devices/?s=<serial> — adds a device to the caller's company; a serial in use is a 400 on `s`. */
export default function addDevice(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/devices/',
    { schema: { tags: ['devices'], querystring: DeviceAddQuery, body: DeviceCreate.nullish(), response: { 201: Device } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req, reply) => {
      const { user } = authOf(req);
      try {
        const device = await insertDevice(app.db, user.companyId, req.query.s, req.body ?? {});
        return reply.code(201).send(device);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw badRequest('s', 'A device with this serial already exists.');
        throw err;
      }
    },
  );
}
