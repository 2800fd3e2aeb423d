import type { FastifyInstance } from 'fastify';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { findCompanyGroup } from '../users/users.queries.ts';
import { createInvitation, emailOwnerCompany, findInvitation } from './invitations.queries.ts';
import { sendInvitationMail } from './invitation-mail.ts';

/** POST /api/platform/invitations/ — invites an address into the caller's company with a role. */
export default function createInvitationRoute(app: FastifyInstance) {
  route(app, invitations.create, async (req, reply) => {
    const { user } = authOf(req);
    const group = req.body.group ?? null;
    if (group !== null && !(await findCompanyGroup(app.db, user.companyId, group))) {
      throw badRequest('group', `Invalid pk "${group}" - object does not exist.`);
    }
    // Only the caller's own company is reported: for an address of another company's user the
    // answer is the same as for a fresh one, and only that mailbox learns it already has an account.
    const owner = await emailOwnerCompany(app.db, req.body.email);
    if (owner === user.companyId) throw badRequest('email', 'A user with this e-mail already exists.');
    const created = await createInvitation(app.db, {
      companyId: user.companyId,
      email: req.body.email,
      groupId: group,
      invitedBy: user.id,
    });
    if (!created) throw badRequest('email', 'This address already has a pending invitation.');
    await sendInvitationMail(app, req, req.body.email, created.token, owner !== null);
    return reply.code(201).send((await findInvitation(app.db, user.companyId, created.id))!);
  });
}
