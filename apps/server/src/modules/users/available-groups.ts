import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GroupWithPermissions } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { listCompanyGroups } from './users.queries.ts';

/** GET /api/platform/users/available_groups/ — the roles of the caller's company (for assigning). */
export default function availableGroups(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/users/available_groups/',
    {
      schema: { tags: ['users'], response: { 200: z.array(GroupWithPermissions) } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req) => listCompanyGroups(app.db, authOf(req).user.companyId),
  );
}
