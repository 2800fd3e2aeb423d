import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { createGroup, updateGroupPermissions } from './users.queries.ts';

/** POST /api/platform/users/company_permissions/ — create a role or replace its permissions (admins). */
export default function roleWrite(app: FastifyInstance) {
  route(app, users.saveRole, async (req) => {
    const { companyId } = authOf(req).user;
    const permissions = [...new Set(req.body.permissions)].sort();
    if (req.body.group !== undefined) {
      const g = await updateGroupPermissions(app.db, companyId, req.body.group, permissions);
      if (!g) throw notFound();
      return g;
    }
    const g = await createGroup(app.db, companyId, req.body.name ?? '', permissions);
    if (!g) throw badRequest('name', 'A role with this name already exists.');
    return g;
  });
}
