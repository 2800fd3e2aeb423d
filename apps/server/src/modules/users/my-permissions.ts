import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MyPermissions, PERMISSIONS } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';

/** GET /api/platform/users/my_permissions/ — a superuser holds every permission (core §5). */
export default function myPermissions(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/users/my_permissions/',
    { schema: { tags: ['users'], response: { 200: MyPermissions } }, config: { access: { auth: 'user' } } },
    async (req) => {
      const { user } = authOf(req);
      return user.isSuperuser ? [...PERMISSIONS] : [...user.permissions].sort();
    },
  );
}
