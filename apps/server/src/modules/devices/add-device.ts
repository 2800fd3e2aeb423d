import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { insertDevice } from './devices.queries.ts';

export default function addDevice(app: FastifyInstance) {
  route(app, devices.add, async (req, reply) => {
    const { user } = authOf(req);
    try {
      const device = await insertDevice(app.db, user.companyId, req.query.s, req.body ?? {});
      return reply.code(201).send(device);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw badRequest('s', 'A device with this serial already exists.');
      throw err;
    }
  });
}
