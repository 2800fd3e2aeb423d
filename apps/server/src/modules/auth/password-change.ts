import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok, PasswordChange } from '@roadlens/contract';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { findPasswordHash, setPassword } from './password.queries.ts';
import { deleteUserSessions } from './sessions.queries.ts';

/** POST /api/auth/password/change/ — needs the old password; ends every other session of the user. */
export default function passwordChange(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/password/change/',
    { schema: { tags: ['auth'], body: PasswordChange, response: { 200: Ok } }, config: { access: { auth: 'session' } } },
    async (req) => {
      const auth = authOf(req);
      if (!(await verifyPassword(await findPasswordHash(app.db, auth.user.id), req.body.old_password))) {
        throw badRequest('old_password', 'Your old password was entered incorrectly. Please enter it again.');
      }
      const hash = await hashPassword(req.body.new_password1);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, auth.user.id, hash);
        await deleteUserSessions(tx, auth.user.id, auth.sessionId);
      });
      return { detail: 'New password has been saved.' };
    },
  );
}
