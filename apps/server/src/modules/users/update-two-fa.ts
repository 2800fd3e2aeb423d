import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { checkTotp } from '../auth/totp.ts';
import { findTwoFa, setTwoFa } from '../auth/two-fa.queries.ts';

/**
 * POST /api/platform/users/update_two_fa/ — `{enabled: true, code}` activates the enrolment secret
 * (the code proves the app holds it); `{enabled: false, code}` turns it off with a current code.
 */
export default function updateTwoFa(app: FastifyInstance) {
  route(app, users.updateTwoFa, async (req) => {
    const { user } = authOf(req);
    const tfa = await findTwoFa(app.db, user.id);
    if (!tfa) throw badRequest('code', 'Invalid code.');
    if (req.body.enabled) {
      if (!tfa.two_fa_pending_secret) throw badRequest('code', 'Generate a QR code first.');
      const step = checkTotp(tfa.two_fa_pending_secret, req.body.code, null);
      if (step === null) throw badRequest('code', 'Invalid code.');
      // The enrolment code counts as used: it cannot open a session afterwards.
      await setTwoFa(app.db, user.id, true, tfa.two_fa_pending_secret, step);
      return { two_fa_enabled: true };
    }
    if (!tfa.two_fa_enabled || !tfa.two_fa_secret) return { two_fa_enabled: false };
    if (checkTotp(tfa.two_fa_secret, req.body.code, tfa.two_fa_last_step) === null)
      throw badRequest('code', 'Invalid or already used code.');
    await setTwoFa(app.db, user.id, false, null, null);
    return { two_fa_enabled: false };
  });
}
