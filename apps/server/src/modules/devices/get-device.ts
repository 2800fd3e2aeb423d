import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { findDevice } from './devices.queries.ts';

export default function getDevice(app: FastifyInstance) {
  route(
    app,
    devices.get,
    async (req) => (await findDevice(app.db, authOf(req).user.companyId, req.params.id)) ?? Promise.reject(notFound()),
  );
}
