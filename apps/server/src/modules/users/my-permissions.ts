import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { PERMISSIONS } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';

/** GET /api/platform/users/my_permissions/ — a superuser holds every permission. */
export default function myPermissions(app: FastifyInstance) {
  route(app, users.myPermissions, async (req) => {
    const { user } = authOf(req);
    return user.isSuperuser ? [...PERMISSIONS] : [...user.permissions].sort();
  });
}
