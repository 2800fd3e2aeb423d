import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyPassword } from '../../lib/crypto.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { setSessionCookies } from './cookies.ts';
import { findLoginUser, recordLogin } from './login.queries.ts';
import { createSession } from './sessions.queries.ts';

const LoginForm = z.object({
  username: z.string().trim().min(1, 'This field may not be blank.').max(254),
  password: z.string().min(1, 'This field may not be blank.').max(1024),
});

/** POST /api/login/ — form data; opens a session with fresh session and CSRF cookies. */
export default function login(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/login/',
    {
      schema: { tags: ['auth'], body: LoginForm, response: { 200: z.object({ detail: z.string() }) } },
      config: { access: { auth: 'public' } },
    },
    async (req, reply) => {
      if (req.auth?.via === 'session') throw new HttpError(400, { detail: 'User is already logged in.' });
      const user = await findLoginUser(app.db, req.body.username);
      const ok = await verifyPassword(user?.password_hash, req.body.password);
      if (!user || !ok || !user.is_active) {
        throw new HttpError(400, { non_field_errors: ['Unable to log in with provided credentials.'] });
      }
      const session = await createSession(app.db, user.id, {
        absoluteHours: app.env.SESSION_ABSOLUTE_HOURS,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      await recordLogin(app.db, user.id);
      setSessionCookies(req, reply, session, app.env.SESSION_ABSOLUTE_HOURS);
      return { detail: 'Successfully logged in.' };
    },
  );
}
