import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { deleteInvitation } from './invitations.queries.ts';
import { InvitationParams } from './resend-invitation.ts';

/** DELETE /api/platform/invitations/:id/ — withdraws a pending invitation (its link stops working). */
export default function deleteInvitationRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/platform/invitations/:id/',
    {
      schema: { tags: ['invitations'], params: InvitationParams },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req, reply) => {
      if (!(await deleteInvitation(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
