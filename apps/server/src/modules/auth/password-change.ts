import type { FastifyInstance } from 'fastify';
import { auth } from '@roadlens/contract/endpoints/auth';
import { route } from '../../lib/route.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { findPasswordHash, setPassword } from './password.queries.ts';
import { deleteUserSessions, revokeUserApiKeys } from './sessions.queries.ts';

/** POST /api/auth/password/change/ — needs the old password; ends every other session of the user and revokes their API keys. */
export default function passwordChange(app: FastifyInstance) {
  route(app, auth.passwordChange, async (req) => {
    const auth = authOf(req);
    if (!(await verifyPassword(await findPasswordHash(app.db, auth.user.id), req.body.old_password))) {
      throw badRequest('old_password', 'Your old password was entered incorrectly. Please enter it again.');
    }
    const hash = await hashPassword(req.body.new_password1);
    await app.db.transaction(async (tx) => {
      await setPassword(tx, auth.user.id, hash);
      await deleteUserSessions(tx, auth.user.id, auth.sessionId);
      await revokeUserApiKeys(tx, auth.user.id);
    });
    return { detail: 'New password has been saved.' };
  });
}
