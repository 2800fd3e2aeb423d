import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../plugins/auth.ts';

/** Secure whenever the browser reached us over https (directly or through a trusted proxy). */
const secure = (req: FastifyRequest) => req.protocol === 'https';

export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, s: { token: string; csrfToken: string }, maxAgeHours: number) {
  const maxAge = maxAgeHours * 3600;
  reply.setCookie(SESSION_COOKIE, s.token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(req), maxAge });
  // Readable by the web app on purpose: it echoes it in X-CSRFToken.
  reply.setCookie(CSRF_COOKIE, s.csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure: secure(req), maxAge });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
