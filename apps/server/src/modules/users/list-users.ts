import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserListItem } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { listCompanyUsers } from './users.queries.ts';

/** GET /api/platform/users/ — the users of the caller's company (admins). */
export default function listUsers(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/users/',
    {
      schema: { tags: ['users'], response: { 200: z.array(UserListItem) } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req) => listCompanyUsers(app.db, authOf(req).user.companyId),
  );
}
