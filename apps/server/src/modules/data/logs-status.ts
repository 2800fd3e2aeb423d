import type { FastifyInstance } from 'fastify';
import { data } from '@roadlens/contract/endpoints/data';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { logStatus } from './data.queries.ts';

/** Health of every device: last seen, voltage, temperature, online (seen in 15 min). */
export default function logsStatus(app: FastifyInstance) {
  route(app, data.logsStatus, async (req) => logStatus(app.db, authOf(req).user.companyId));
}
