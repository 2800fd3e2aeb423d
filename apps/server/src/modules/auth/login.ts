import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginForm, LoginReply } from '@roadlens/contract';
import { verifyPassword } from '../../lib/crypto.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { findLoginUser } from './login.queries.ts';
import { openSession } from './open-session.ts';
import { clearFailures, countRecentFailures, LOGIN_LIMITS, recordFailure } from './login-attempts.queries.ts';
import { addWrongCode, endPending, findPending, findTwoFa, startPending, TWO_FA_PENDING, useStep } from './two-fa.queries.ts';
import { checkTotp } from './totp.ts';

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };

/**
 * POST /api/login/ — form data. With two-factor on, the first right password answers
 * `{check_qr: true}` without a session and opens a short pending step; the second post carries
 * the password again plus `check_tfa`. Failed attempts are limited per account and per IP
 * (login-attempts.queries.ts); the reply never tells whether an account exists.
 */
export default function login(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/login/',
    {
      schema: { tags: ['auth'], body: LoginForm, response: { 200: LoginReply, 429: z.object({ detail: z.string() }) } },
      config: { access: { auth: 'public' } },
    },
    async (req, reply) => {
      if (req.auth?.via === 'session') throw new HttpError(400, { detail: 'User is already logged in.' });
      const { username, password, check_tfa } = req.body;
      const failures = await countRecentFailures(app.db, username, req.ip);
      if (failures.account >= LOGIN_LIMITS.perAccount || failures.ip >= LOGIN_LIMITS.perIp) {
        return reply
          .code(429)
          .header('retry-after', String(LOGIN_LIMITS.windowMinutes * 60))
          .send({ detail: `Too many failed sign-in attempts. Try again in ${LOGIN_LIMITS.windowMinutes} minutes.` });
      }
      const user = await findLoginUser(app.db, username);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok || !user.is_active) {
        await recordFailure(app.db, username, req.ip);
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
          const wrong = await addWrongCode(app.db, user.id);
          if (wrong >= TWO_FA_PENDING.maxWrongCodes) {
            await endPending(app.db, user.id);
            throw new HttpError(400, { check_tfa: ['Too many wrong codes. Sign in again.'] });
          }
          throw new HttpError(400, { check_tfa: ['Invalid or already used code.'] });
        }
        await endPending(app.db, user.id);
      }

      await clearFailures(app.db, username);
      await openSession(app, req, reply, user.id);
      return { detail: 'Successfully logged in.' };
    },
  );
}
