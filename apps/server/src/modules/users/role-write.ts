import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GroupWithPermissions, RoleWrite } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { createGroup, updateGroupPermissions } from './users.queries.ts';

/** POST /api/platform/users/company_permissions/ — create a role or replace its permissions (admins). */
export default function roleWrite(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/users/company_permissions/',
    {
      schema: { tags: ['users'], body: RoleWrite, response: { 200: GroupWithPermissions } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req) => {
      const { companyId } = authOf(req).user;
      const permissions = [...new Set(req.body.permissions)].sort();
      if ('group' in req.body) {
        const g = await updateGroupPermissions(app.db, companyId, req.body.group, permissions);
        if (!g) throw notFound();
        return g;
      }
      const g = await createGroup(app.db, companyId, req.body.name, permissions);
      if (!g) throw badRequest('name', 'A role with this name already exists.');
      return g;
    },
  );
}
