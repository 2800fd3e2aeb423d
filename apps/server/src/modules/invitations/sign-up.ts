import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Ok, SignUp } from '@roadlens/contract';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { acceptInvitation, createInvitedUser, findOpenByToken, usernameTaken } from './invitations.queries.ts';

/**
 * POST /api/auth/sign-up — accepts an invitation: the account is created in the inviting company
 * with the invited address and role. No open sign-up: without a live invitation it is refused.
 */
export default function signUp(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/sign-up',
    { schema: { tags: ['invitations'], body: SignUp, response: { 201: Ok } }, config: { access: { auth: 'public' } } },
    async (req, reply) => {
      const b = req.body;
      const inv = await findOpenByToken(app.db, b.invitation);
      if (!inv) throw badRequest('invitation', 'This invitation is invalid or has expired.');
      if (await usernameTaken(app.db, b.username)) throw badRequest('username', 'A user with that username already exists.');
      const hash = await hashPassword(b.password1);
      const ok = await app.db.transaction(async (tx) => {
        if (!(await acceptInvitation(tx, inv.id))) return false;
        await createInvitedUser(tx, {
          companyId: inv.company_id,
          username: b.username,
          email: inv.email,
          passwordHash: hash,
          firstName: b.first_name,
          lastName: b.last_name,
          groupId: inv.group_id,
        });
        return true;
      });
      if (!ok) throw badRequest('invitation', 'This invitation is invalid or has expired.');
      return reply.code(201).send({ detail: 'Your account has been created. You can sign in now.' });
    },
  );
}
