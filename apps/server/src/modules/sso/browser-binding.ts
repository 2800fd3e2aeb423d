import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../lib/crypto.ts';
import { STATE_MINUTES } from './sso.queries.ts';

/**
 * The cookie that binds a redirect to the browser that started it (ASVS 10.1.2): the state row
 * stores its hash, and a callback arriving in another browser (a stolen or planted callback URL)
 * is refused. Lax, so the provider's top-level redirect back to us carries it.
 */
export const BINDING_COOKIE = 'sso_binding';

export function browserBinding(req: FastifyRequest, reply: FastifyReply): string {
  const existing = req.cookies[BINDING_COOKIE];
  // Reused while it lives, so two sign-in tabs of one browser do not cancel each other.
  const value = existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken();
  reply.setCookie(BINDING_COOKIE, value, {
    path: '/api/sso/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: STATE_MINUTES * 60,
  });
  return value;
}
