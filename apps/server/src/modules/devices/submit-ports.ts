import type { FastifyInstance } from 'fastify';
import { devices } from '@roadlens/contract/endpoints/devices';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { setPorts } from './devices.queries.ts';

export default function submitPorts(app: FastifyInstance) {
  route(app, devices.submitPorts, async (req) => {
    if (!(await setPorts(app.db, authOf(req).user.companyId, req.params.id, req.body.ports))) throw notFound();
    return { detail: 'Ports saved.' };
  });
}
