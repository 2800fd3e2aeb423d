import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok, PasswordResetConfirm } from '@roadlens/contract';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { consumeResetToken, setPassword } from './password.queries.ts';
import { deleteUserSessions } from './sessions.queries.ts';

/** POST /api/auth/password/reset/confirm/ — single-use, expiring token; ends every session of the user. */
export default function passwordResetConfirm(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/password/reset/confirm/',
    { schema: { tags: ['auth'], body: PasswordResetConfirm, response: { 200: Ok } }, config: { access: { auth: 'public' } } },
    async (req) => {
      const uid = /^\d{1,9}$/.test(req.body.uid) ? Number(req.body.uid) : null;
      const hash = await hashPassword(req.body.new_password1);
      const done = await app.db.transaction(async (tx) => {
        const userId = uid === null ? null : await consumeResetToken(tx, uid, req.body.token);
        if (userId === null) return false;
        await setPassword(tx, userId, hash);
        await deleteUserSessions(tx, userId);
        return true;
      });
      if (!done) throw badRequest('token', 'Invalid value');
      return { detail: 'Password has been reset with the new password.' };
    },
  );
}
