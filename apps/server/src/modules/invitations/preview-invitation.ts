import type { FastifyInstance } from 'fastify';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findOpenByToken } from './invitations.queries.ts';

/** GET /api/auth/invitation/?invitation= — the invited address and company, for the sign-up page. */
export default function previewInvitation(app: FastifyInstance) {
  route(app, invitations.preview, async (req) => {
    const inv = await findOpenByToken(app.db, req.query.invitation);
    if (!inv) throw notFound();
    return { email: inv.email, company_name: inv.company_name };
  });
}
