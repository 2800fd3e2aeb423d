import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invitation } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findInvitation, renewInvitation } from './invitations.queries.ts';
import { sendInvitationMail } from './invitation-mail.ts';

export const InvitationParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PATCH /api/platform/invitations/:id/resend/ — a new link and expiry, mailed again. */
export default function resendInvitation(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/platform/invitations/:id/resend/',
    {
      schema: { tags: ['invitations'], params: InvitationParams, response: { 200: Invitation } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req) => {
      const { companyId } = authOf(req).user;
      const inv = await findInvitation(app.db, companyId, req.params.id);
      if (!inv) throw notFound();
      const token = await renewInvitation(app.db, companyId, inv.id);
      if (!token) throw notFound();
      await sendInvitationMail(app, req, inv.email, token);
      return (await findInvitation(app.db, companyId, inv.id))!;
    },
  );
}
