import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { deleteUserSessions } from '../auth/sessions.queries.ts';
import { findCompanyGroup, findCompanyUser, updateCompanyUser } from './users.queries.ts';

/**
 * PATCH /api/platform/users/:id/ — role and active flag. Another company's user answers 404;
 * disabling a user ends their sessions at once; an admin cannot disable themself.
 */
export default function patchUser(app: FastifyInstance) {
  route(app, users.patch, async (req) => {
    const { user } = authOf(req);
    const target = await findCompanyUser(app.db, user.companyId, req.params.id);
    if (!target) throw notFound();
    const { group, is_active } = req.body;
    if (group != null && !(await findCompanyGroup(app.db, user.companyId, group))) {
      throw badRequest('group', `Invalid pk "${group}" - object does not exist.`);
    }
    if (is_active === false && target.id === user.id) throw badRequest('is_active', 'You cannot disable your own account.');
    await app.db.transaction(async (tx) => {
      await updateCompanyUser(tx, target.id, { setGroup: group !== undefined, groupId: group ?? null, isActive: is_active ?? null });
      if (is_active === false) await deleteUserSessions(tx, target.id);
    });
    return (await findCompanyUser(app.db, user.companyId, target.id))!;
  });
}
