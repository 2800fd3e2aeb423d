import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listCompanyUsers } from './users.queries.ts';

/** GET /api/platform/users/ — the users of the caller's company (admins). */
export default function listUsers(app: FastifyInstance) {
  route(app, users.list, async (req) => listCompanyUsers(app.db, authOf(req).user.companyId));
}
