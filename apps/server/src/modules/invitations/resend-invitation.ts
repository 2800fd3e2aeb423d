import type { FastifyInstance } from 'fastify';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { emailOwnerCompany, findInvitation, renewInvitation } from './invitations.queries.ts';
import { sendInvitationMail } from './invitation-mail.ts';

/** PATCH /api/platform/invitations/:id/resend/ — a new link and expiry, mailed again. */
export default function resendInvitation(app: FastifyInstance) {
  route(app, invitations.resend, async (req) => {
    const { companyId } = authOf(req).user;
    const inv = await findInvitation(app.db, companyId, req.params.id);
    if (!inv) throw notFound();
    const token = await renewInvitation(app.db, companyId, inv.id);
    if (!token) throw notFound();
    await sendInvitationMail(app, req, inv.email, token, (await emailOwnerCompany(app.db, inv.email)) !== null);
    return (await findInvitation(app.db, companyId, inv.id))!;
  });
}
