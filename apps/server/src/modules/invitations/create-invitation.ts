import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Invitation, InvitationCreate } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { findCompanyGroup } from '../users/users.queries.ts';
import { createInvitation, emailTaken, findInvitation } from './invitations.queries.ts';
import { sendInvitationMail } from './invitation-mail.ts';

/** POST /api/platform/invitations/ — invites an address into the caller's company with a role. */
export default function createInvitationRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/invitations/',
    {
      schema: { tags: ['invitations'], body: InvitationCreate, response: { 201: Invitation } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req, reply) => {
      const { user } = authOf(req);
      const group = req.body.group ?? null;
      if (group !== null && !(await findCompanyGroup(app.db, user.companyId, group))) {
        throw badRequest('group', `Invalid pk "${group}" - object does not exist.`);
      }
      if (await emailTaken(app.db, req.body.email)) throw badRequest('email', 'A user with this e-mail already exists.');
      const created = await createInvitation(app.db, { companyId: user.companyId, email: req.body.email, groupId: group, invitedBy: user.id });
      if (!created) throw badRequest('email', 'This address already has a pending invitation.');
      await sendInvitationMail(app, req, req.body.email, created.token);
      return reply.code(201).send((await findInvitation(app.db, user.companyId, created.id))!);
    },
  );
}
