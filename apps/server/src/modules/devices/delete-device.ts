import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { softDeleteDevice } from './devices.queries.ts';

export default function deleteDevice(app: FastifyInstance) {
  route(app, devices.delete, async (req) => {
    if (!(await softDeleteDevice(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return { detail: 'Device deleted.' };
  });
}
