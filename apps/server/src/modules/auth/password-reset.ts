import type { FastifyInstance } from 'fastify';
import { auth } from '@roadlens/contract/endpoints/auth';
import { route } from '../../lib/route.ts';
import { publicLink, sendMail } from '../../lib/mail.ts';
import { createResetToken, findActiveUserByEmail, RESET_TOKEN_MINUTES } from './password.queries.ts';
import { admitResetRequest, RESET_LIMITS } from './reset-limits.queries.ts';

const SENT = { detail: 'Password reset e-mail has been sent.' };

/**
 * POST /api/auth/password/reset/ — always the same reply, and the work for a known address runs
 * after the reply, so neither body nor timing tells whether the address belongs to a user.
 * Requests are limited per address and per IP (reset-limits.queries.ts) before anything else,
 * for known and unknown addresses alike.
 */
export default function passwordReset(app: FastifyInstance) {
  route(app, auth.passwordReset, async (req, reply) => {
    const origin = req.publicOrigin;
    const email = req.body.email;
    if (!(await admitResetRequest(app.db, email, req.ip))) {
      return reply
        .code(429)
        .header('retry-after', String(RESET_LIMITS.windowMinutes * 60))
        .send({ detail: `Too many password reset requests. Try again in ${RESET_LIMITS.windowMinutes} minutes.` });
    }
    void (async () => {
      const user = await findActiveUserByEmail(app.db, email);
      if (!user) return;
      const token = await createResetToken(app.db, user.id);
      const link = publicLink(origin, `/auth/reset-password?uid=${user.id}&token=${encodeURIComponent(token)}`);
      await sendMail(app.db, app.env, req.log, {
        to: user.email,
        subject: 'Reset your Roadlens password',
        text: `Hello ${user.username},\n\nOpen this link to choose a new password (valid ${RESET_TOKEN_MINUTES} minutes, once):\n${link}\n\nIf you did not ask for this, ignore this mail.\n`,
      });
    })().catch((err: unknown) => req.log.error({ err }, 'password reset mail failed'));
    return SENT;
  });
}
