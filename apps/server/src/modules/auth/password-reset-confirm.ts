import type { FastifyInstance } from 'fastify';
import { auth } from '@roadlens/contract/endpoints/auth';
import { route } from '../../lib/route.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { consumeResetToken, setPassword } from './password.queries.ts';
import { deleteUserSessions, revokeUserApiKeys } from './sessions.queries.ts';

/** POST /api/auth/password/reset/confirm/ — single-use, expiring token; ends every session of the user and revokes their API keys. */
export default function passwordResetConfirm(app: FastifyInstance) {
  route(app, auth.passwordResetConfirm, async (req) => {
    const uid = /^\d{1,9}$/.test(req.body.uid) ? Number(req.body.uid) : null;
    const hash = await hashPassword(req.body.new_password1);
    const done = await app.db.transaction(async (tx) => {
      const userId = uid === null ? null : await consumeResetToken(tx, uid, req.body.token);
      if (userId === null) return false;
      await setPassword(tx, userId, hash);
      await deleteUserSessions(tx, userId);
      await revokeUserApiKeys(tx, userId);
      return true;
    });
    if (!done) throw badRequest('token', 'Invalid value');
    return { detail: 'Password has been reset with the new password.' };
  });
}
