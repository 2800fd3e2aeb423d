import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicLink, sendMail } from '../../lib/mail.ts';
import { INVITATION_DAYS } from './invitations.queries.ts';

/**
 * The invitation mail: its link opens sign-up with the invitation token. An address that already
 * has an account (in another company) gets a notice instead, so the inviter's screen never tells.
 */
export async function sendInvitationMail(
  app: FastifyInstance,
  req: FastifyRequest,
  email: string,
  token: string,
  hasAccount = false,
): Promise<void> {
  if (hasAccount) {
    await sendMail(app.db, app.env, req.log, {
      to: email,
      subject: 'You are invited to Roadlens',
      text:
        'Hello,\n\nSomeone invited this address to a company on Roadlens, but it already has a Roadlens account, ' +
        'and an address can belong to one account only. If you want to join, ask them to invite another address.\n',
    });
    return;
  }
  const link = publicLink(req.publicOrigin, `/auth/sign-up?invitation=${encodeURIComponent(token)}`);
  await sendMail(app.db, app.env, req.log, {
    to: email,
    subject: 'You are invited to Roadlens',
    text: `Hello,\n\nYou have been invited to Roadlens. Create your account here (valid ${INVITATION_DAYS} days):\n${link}\n`,
  });
}
