import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvitationPreview } from '@roadlens/contract';
import { notFound } from '../../plugins/error-handler.ts';
import { findOpenByToken } from './invitations.queries.ts';

/** GET /api/auth/invitation/?invitation= — the invited address and company, for the sign-up page. */
export default function previewInvitation(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/invitation/',
    {
      schema: { tags: ['invitations'], querystring: z.object({ invitation: z.string().min(1).max(256) }), response: { 200: InvitationPreview } },
      config: { access: { auth: 'public' } },
    },
    async (req) => {
      const inv = await findOpenByToken(app.db, req.query.invitation);
      if (!inv) throw notFound();
      return { email: inv.email, company_name: inv.company_name };
    },
  );
}
