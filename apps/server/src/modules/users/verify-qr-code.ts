import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { checkTotp } from '../auth/totp.ts';
import { findTwoFa } from '../auth/two-fa.queries.ts';

/** GET /api/platform/users/verify_qr_code/?code= — checks a code against the enrolment secret (no change). */
export default function verifyQrCode(app: FastifyInstance) {
  route(app, users.verifyQrCode, async (req) => {
    const tfa = await findTwoFa(app.db, authOf(req).user.id);
    if (!tfa?.two_fa_pending_secret) throw badRequest('code', 'Generate a QR code first.');
    return { valid: checkTotp(tfa.two_fa_pending_secret, req.query.code, null) !== null };
  });
}
