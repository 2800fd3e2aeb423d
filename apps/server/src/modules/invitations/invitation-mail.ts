import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicLink, sendMail } from '../../lib/mail.ts';
import { INVITATION_DAYS } from './invitations.queries.ts';

/** The invitation mail: its link opens sign-up with the invitation token. */
export async function sendInvitationMail(app: FastifyInstance, req: FastifyRequest, email: string, token: string): Promise<void> {
  const link = publicLink(app.env, `${req.protocol}://${req.host}`, `/auth/sign-up?invitation=${encodeURIComponent(token)}`);
  await sendMail(app.db, app.env, req.log, {
    to: email,
    subject: 'You are invited to Roadlens',
    text: `Hello,\n\nYou have been invited to Roadlens. Create your account here (valid ${INVITATION_DAYS} days):\n${link}\n`,
  });
}
