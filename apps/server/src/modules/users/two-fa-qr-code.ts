import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import QRCode from 'qrcode';
import { authOf } from '../../plugins/auth.ts';
import { newTotpSecret, totpFor } from '../auth/totp.ts';
import { setPendingSecret } from '../auth/two-fa.queries.ts';

/**
 * GET /api/platform/users/generate_two_fa_qr_code/ — a fresh enrolment secret as an otpauth URL
 * and a QR image. It only becomes active after verify_qr_code and update_two_fa with a right code.
 */
export default function twoFaQrCode(app: FastifyInstance) {
  route(app, users.twoFaQrCode, async (req) => {
    const { user } = authOf(req);
    const secret = newTotpSecret();
    await setPendingSecret(app.db, user.id, secret);
    const otpauth_url = totpFor(secret, user.username).toString();
    return { otpauth_url, qr_code: await QRCode.toDataURL(otpauth_url) };
  });
}
