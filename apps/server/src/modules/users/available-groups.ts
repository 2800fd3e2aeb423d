import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listCompanyGroups } from './users.queries.ts';

/** GET /api/platform/users/available_groups/ — the roles of the caller's company (for assigning). */
export default function availableGroups(app: FastifyInstance) {
  route(app, users.roles, async (req) => listCompanyGroups(app.db, authOf(req).user.companyId));
}
