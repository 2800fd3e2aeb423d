import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@roadlens/contract';

/** GET /api/platform/users/company_permissions/ — every permission a role may hold (core §6). */
export default function companyPermissions(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/users/company_permissions/',
    {
      schema: { tags: ['users'], response: { 200: z.array(z.string()) } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async () => [...PERMISSIONS],
  );
}
