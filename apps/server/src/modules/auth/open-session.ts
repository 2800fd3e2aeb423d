import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookies } from './cookies.ts';
import { recordLogin } from './login.queries.ts';
import { createSession } from './sessions.queries.ts';

/**
 * The one way a sign-in ends, shared by the password login and single sign-on: a new session
 * (fresh session id and CSRF token on every sign-in), the last-login time, and both cookies.
 * `method` is 'password' or 'sso:<provider>' and is what users/me reports as sign_in_method.
 */
export async function openSession(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  method = 'password',
): Promise<void> {
  const session = await createSession(app.db, userId, {
    absoluteHours: app.env.SESSION_ABSOLUTE_HOURS,
    userAgent: req.headers['user-agent'],
    ip: req.ip,
    method,
  });
  await recordLogin(app.db, userId);
  setSessionCookies(req, reply, session, app.env.SESSION_ABSOLUTE_HOURS);
}
