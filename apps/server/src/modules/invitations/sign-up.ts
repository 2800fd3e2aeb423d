import type { FastifyInstance } from 'fastify';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { route, type EndpointHandler } from '../../lib/route.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { openSession } from '../auth/open-session.ts';
import { acceptInvitation, createInvitedUser, emailOwnerCompany, findOpenByToken, usernameTaken } from './invitations.queries.ts';

/**
 * POST /api/auth/sign-up — accepts an invitation: the account is created in the inviting company
 * with the invited address and role, and the new user is signed in (the auth module's session).
 * No open sign-up: without a live invitation it is refused.
 *
 * Also at POST /api/platform/invitations/accept/, which the web app uses: in the browser the
 * template's mock owns `api/auth/sign-up`, so a page's call there never reaches us.
 */
export default function signUp(app: FastifyInstance) {
  const handler: EndpointHandler<typeof invitations.signUp> = async (req, reply) => {
    const b = req.body;
    const inv = await findOpenByToken(app.db, b.invitation);
    if (!inv) throw badRequest('invitation', 'This invitation is invalid or has expired.');
    if (await usernameTaken(app.db, b.username)) throw badRequest('username', 'A user with that username already exists.');
    if ((await emailOwnerCompany(app.db, inv.email)) !== null) {
      throw badRequest('invitation', 'This address already has an account. Sign in with it instead.');
    }
    const hash = await hashPassword(b.password1);
    const userId = await app.db.transaction(async (tx) => {
      if (!(await acceptInvitation(tx, inv.id))) return null;
      return createInvitedUser(tx, {
        companyId: inv.company_id,
        username: b.username,
        email: inv.email,
        passwordHash: hash,
        firstName: b.first_name,
        lastName: b.last_name,
        groupId: inv.group_id,
      });
    });
    if (userId === null) throw badRequest('invitation', 'This invitation is invalid or has expired.');
    await openSession(app, req, reply, userId);
    return reply.code(201).send({ detail: 'Your account has been created and you are signed in.' });
  };
  route(app, invitations.signUp, handler);
  route(app, invitations.accept, handler);
}
