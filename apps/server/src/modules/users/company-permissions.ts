import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { PERMISSION_CATALOGUE } from '@roadlens/contract/permissions';

/** Roles are offered only the permissions of modules this installation has. */
const OFFERED = Object.entries(PERMISSION_CATALOGUE)
  .filter(([, info]) => info.exists)
  .map(([code]) => code);

/** GET /api/platform/users/company_permissions/ — the permissions a roles editor offers. */
export default function companyPermissions(app: FastifyInstance) {
  route(app, users.permissions, async () => OFFERED);
}
