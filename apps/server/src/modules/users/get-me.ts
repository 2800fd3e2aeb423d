import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { findMe, findSessionMethod } from './users.queries.ts';

/** How the caller signed in: the session's method, or `token` for an API key. */
export async function signInMethodOf(app: FastifyInstance, auth: ReturnType<typeof authOf>): Promise<string> {
  if (auth.via === 'token' || !auth.sessionId) return 'token';
  return (await findSessionMethod(app.db, auth.sessionId)) ?? 'password';
}

/** GET /api/platform/users/me/ — the profile; also the web app's sign-in check (401 = signed out). */
export default function getMe(app: FastifyInstance) {
  route(app, users.me, async (req) => {
    const auth = authOf(req);
    const me = await findMe(app.db, auth.user.id, await signInMethodOf(app, auth));
    if (!me) throw notFound();
    return me;
  });
}
