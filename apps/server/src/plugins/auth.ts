import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Env } from '../env.ts';
import { hasPermission, type AuthContext, type AuthUser, type RouteAccess } from '../modules/auth/auth-context.ts';
import { HttpError } from './error-handler.ts';
import type { ApiKeyUserRow } from '../modules/auth/sessions.queries.ts';
import { apiKeyCache, type ApiKeyCache } from '../modules/auth/api-key-cache.ts';
import { sessionCache, type SessionCache } from '../modules/auth/session-cache.ts';
import { safeEqual } from '../lib/crypto.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const toUser = (r: Omit<ApiKeyUserRow, 'key_id' | 'scopes' | 'key_expires_at'>): AuthUser => ({
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

async function resolveAuth(req: FastifyRequest, apiKeys: ApiKeyCache, sessions: SessionCache): Promise<AuthContext | null> {
  const header = req.headers.authorization;
  // An API key ignores cookies entirely: a browser can never turn a key into a session.
  if (header) {
    const m = /^Token\s+(\S+)$/i.exec(header);
    if (!m) return null;
    const row = await apiKeys.find(m[1]);
    if (!row) return null;
    return { user: toUser(row), via: 'token', scopes: new Set(row.scopes), apiKeyId: row.key_id };
  }
  const cookie = req.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const row = await sessions.find(cookie);
  if (!row) return null;
  return { user: toUser(row), via: 'session', sessionId: row.session_id, csrfToken: row.csrf_token };
}

const deny = (reply: FastifyReply, status: number, detail: string) => reply.code(status).send({ detail });

/**
 * An onRoute hook declaring every route of its context public: for routes a plugin registers
 * where no `config` can be passed (the web app's files, the API description).
 */
export function markPublic(route: RouteOptions): void {
  route.config = { ...(route.config ?? {}), access: { auth: 'public' }, callerFree: true };
}

/** What a route that declares no access gets: signed-in callers only. */
const DEFAULT_ACCESS: RouteAccess = { auth: 'user' };

/**
 * Resolves the caller of every request a route matched, then enforces that route's declared
 * access, in order: CSRF (Origin and token on unsafe methods, the token on GETs marked `csrf`)
 * for browsers, sign-in, session-only routes, staff and the route's permission. Access comes
 * from the matched route only, never from the URL text, and a route that declares none is
 * closed to anyone not signed in: public routes (including the web app's files and the API
 * description) say so with `config: { access: { auth: 'public' } }`.
 */
export default fp<{ db: Db; env: Env }>(async (app, { db, env }) => {
  app.decorateRequest('auth', null);
  const sessions = sessionCache(db, env.SESSION_IDLE_MINUTES);
  const apiKeys = apiKeyCache(db);

  // onRequest: the decision is made before any body is read or validated.
  app.addHook('onRequest', async (req, reply) => {
    // No route matched: the not-found handler answers a 404 or the web app's page, nothing else.
    if (req.is404) return;
    if (req.routeOptions.config.callerFree && !UNSAFE.has(req.method)) return;
    const access = req.routeOptions.config.access ?? DEFAULT_ACCESS;
    req.auth = await resolveAuth(req, apiKeys, sessions);

    const unsafe = UNSAFE.has(req.method);
    if ((unsafe || access.csrf) && req.auth?.via !== 'token') {
      // Browsers send no Origin on same-origin GETs, so a GET proves itself by the token alone.
      if (unsafe && !isSameOrigin(req, env.PUBLIC_URL)) return deny(reply, 403, 'CSRF Failed: Origin checking failed.');
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
    // A key calls only routes that declare a scope it holds: never user, role or company management.
    if (req.auth.via === 'token' && !(access.scope && req.auth.scopes?.has(access.scope))) {
      return deny(reply, 403, 'This API key may not perform this action.');
    }
    if (access.staff && !req.auth.user.isStaff && !req.auth.user.isSuperuser) {
      return deny(reply, 403, 'You do not have permission to perform this action.');
    }
    if (access.permission && !hasPermission(req.auth.user, access.permission)) {
      return deny(reply, 403, 'You do not have permission to perform this action.');
    }
  });
});

/** The signed-in caller. Without one (a public route asking) the answer is 401, never a crash. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  return req.auth;
}
