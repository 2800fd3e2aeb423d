import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Env } from '../env.ts';
import { hasPermission, type AuthContext, type AuthUser } from '../modules/auth/auth-context.ts';
import { findApiKeyUser, findSessionUser, touchSession, type ApiKeyUserRow } from '../modules/auth/sessions.queries.ts';
import { safeEqual } from '../lib/crypto.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const toUser = (r: ApiKeyUserRow): AuthUser => ({
  id: r.id,
  username: r.username,
  email: r.email,
  companyId: r.company_id,
  groupId: r.group_id,
  isStaff: r.is_staff,
  isSuperuser: r.is_superuser,
  isTerminalUser: r.is_terminal_user,
  timeZone: r.time_zone,
  permissions: new Set(r.permissions ?? []),
});

/** Same-origin check of Origin, else Referer, against the public URL or the request's own host. */
export function isSameOrigin(req: FastifyRequest, publicUrl?: string): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || source === 'null') return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false;
  }
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  try {
    return origin === new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return false;
  }
}

async function resolveAuth(req: FastifyRequest, db: Db, env: Env): Promise<AuthContext | null> {
  const header = req.headers.authorization;
  // An API key ignores cookies entirely: a browser can never turn a key into a session.
  if (header) {
    const m = /^Token\s+(\S+)$/i.exec(header);
    if (!m) return null;
    const row = await findApiKeyUser(db, m[1]);
    return row ? { user: toUser(row), via: 'token' } : null;
  }
  const cookie = req.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const row = await findSessionUser(db, cookie, env.SESSION_IDLE_MINUTES);
  if (!row) return null;
  await touchSession(db, row.session_id);
  return { user: toUser(row), via: 'session', sessionId: row.session_id, csrfToken: row.csrf_token };
}

const deny = (reply: FastifyReply, status: number, detail: string) => reply.code(status).send({ detail });

/**
 * Resolves the caller of every /api/ request, then enforces, in order: CSRF (Origin and token)
 * on unsafe methods from browsers, sign-in, session-only routes, staff and the route's permission.
 * Routes are closed by default: a route opts out with `config: { access: { auth: 'public' } }`.
 */
export default fp<{ db: Db; env: Env }>(async (app, { db, env }) => {
  app.decorateRequest('auth', null);

  app.addHook('preHandler', async (req, reply) => {
    // The API description is public, like the page a sensor vendor reads.
    if (req.is404 || !req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const access = req.routeOptions.config.access ?? {};
    req.auth = await resolveAuth(req, db, env);

    if (UNSAFE.has(req.method) && req.auth?.via !== 'token') {
      if (!isSameOrigin(req, env.PUBLIC_URL)) return deny(reply, 403, 'CSRF Failed: Origin checking failed.');
      if (req.auth) {
        const sent = req.headers['x-csrftoken'];
        if (typeof sent !== 'string' || !safeEqual(sent, req.auth.csrfToken ?? '')) {
          return deny(reply, 403, 'CSRF Failed: CSRF token missing or incorrect.');
        }
      }
    }

    const auth = access.auth ?? 'user';
    if (auth === 'public') return;
    if (!req.auth) return deny(reply, 401, 'Authentication credentials were not provided.');
    if (auth === 'session' && req.auth.via !== 'session') {
      return deny(reply, 403, 'This action needs a signed-in browser session, not an API key.');
    }
    if (access.staff && !req.auth.user.isStaff && !req.auth.user.isSuperuser) {
      return deny(reply, 403, 'You do not have permission to perform this action.');
    }
    if (access.permission && !hasPermission(req.auth.user, access.permission)) {
      return deny(reply, 403, 'You do not have permission to perform this action.');
    }
  });
});

/** The signed-in caller; only valid on routes that are not public. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new Error('authOf() on a public route');
  return req.auth;
}
