import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, Ok } from '@roadlens/contract/common';
import { SubmitPortsBody } from '@roadlens/contract/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { setPorts } from './devices.queries.ts';

/** POST /api/map/devices/{id}/submit_ports/ — the sensor's port assignment (name → port). */
export default function submitPorts(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/map/devices/:id/submit_ports/',
    { schema: { tags: ['devices'], params: IdParams, body: SubmitPortsBody, response: { 200: Ok } }, config: { access: { auth: 'user', permission: 'Platform|change_devices' } } },
    async (req) => {
      if (!(await setPorts(app.db, authOf(req).user.companyId, req.params.id, req.body.ports))) throw notFound();
      return { detail: 'Ports saved.' };
    },
  );
}
