import type { FastifyInstance } from 'fastify';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { deleteInvitation } from './invitations.queries.ts';

/** DELETE /api/platform/invitations/:id/ — withdraws a pending invitation (its link stops working). */
export default function deleteInvitationRoute(app: FastifyInstance) {
  route(app, invitations.delete, async (req, reply) => {
    if (!(await deleteInvitation(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
