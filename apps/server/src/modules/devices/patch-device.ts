import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { updateDevice } from './devices.queries.ts';

export default function patchDevice(app: FastifyInstance) {
  route(
    app,
    devices.patch,
    async (req) => (await updateDevice(app.db, authOf(req).user.companyId, req.params.id, req.body)) ?? Promise.reject(notFound()),
  );
}
