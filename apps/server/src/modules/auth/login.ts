import type { FastifyInstance } from 'fastify';
import { auth } from '@roadlens/contract/endpoints/auth';
import { route } from '../../lib/route.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { badRequest, HttpError } from '../../plugins/error-handler.ts';
import { findLoginUser } from './login.queries.ts';
import { openSession } from './open-session.ts';
import type { LoginAuditReason } from '@roadlens/contract';
import { clearFailures, pruneFailures, recordFailure, secondsUntilAllowed } from './login-attempts.queries.ts';
import { pruneLoginAudit, recordLoginFailure } from './login-audit.queries.ts';
import { addWrongCode, endPending, findPending, findTwoFa, startPending, TWO_FA_PENDING, useStep } from './two-fa.queries.ts';
import { checkTotp } from './totp.ts';

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

/**
 * POST /api/login/ — form data. With two-factor on, the first right password answers
 * `{check_qr: true}` without a session and opens a short pending step; the second post carries
 * the password again plus `check_tfa`. Failed attempts slow down per (account, address) and per
 * address, never per account alone (login-attempts.queries.ts), and each is written to the audit
 * staff read; the reply never tells whether an account exists.
 */
export default function login(app: FastifyInstance) {
  route(app, auth.login, async (req, reply) => {
    if (req.auth?.via === 'session') throw badRequest('non_field_errors', 'User is already logged in.');
    const { username, password, check_tfa } = req.body;
    const user = await findLoginUser(app.db, username);
    const audit = (reason: LoginAuditReason) =>
      recordLoginFailure(app.db, { username, userId: user?.id ?? null, ip: req.ip, userAgent: req.headers['user-agent'], reason });
    const wait = await secondsUntilAllowed(app.db, username, req.ip);
    if (wait > 0) {
      await audit('throttled');
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ detail: `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).` });
    }
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok || !user.is_active) {
      await recordFailure(app.db, username, req.ip);
      await audit(!user ? 'unknown_user' : !ok ? 'bad_password' : 'inactive');
      await pruneFailures(app.db);
      await pruneLoginAudit(app.db);
      throw new HttpError(400, BAD_CREDENTIALS);
    }

    if (user.two_fa_enabled) {
      if (!check_tfa) {
        await startPending(app.db, user.id);
        return { check_qr: true as const };
      }
      if (!(await findPending(app.db, user.id))) {
        throw new HttpError(400, { check_tfa: ['The two-factor step has expired. Sign in again.'] });
      }
      const tfa = await findTwoFa(app.db, user.id);
      const step = tfa?.two_fa_secret ? checkTotp(tfa.two_fa_secret, check_tfa, tfa.two_fa_last_step) : null;
      if (step === null || !(await useStep(app.db, user.id, step))) {
        await recordFailure(app.db, username, req.ip);
        await audit('bad_code');
        const wrong = await addWrongCode(app.db, user.id);
        if (wrong >= TWO_FA_PENDING.maxWrongCodes) {
          await endPending(app.db, user.id);
          throw new HttpError(400, { check_tfa: ['Too many wrong codes. Sign in again.'] });
        }
        throw new HttpError(400, { check_tfa: ['Invalid or already used code.'] });
      }
      await endPending(app.db, user.id);
    }

    await clearFailures(app.db, username, req.ip);
    await openSession(app, req, reply, user.id);
    return { detail: 'Successfully logged in.' };
  });
}
