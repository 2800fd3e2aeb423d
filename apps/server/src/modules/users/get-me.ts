import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Me } from '@roadlens/contract';
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
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/users/me/',
    { schema: { tags: ['users'], response: { 200: Me } }, config: { access: { auth: 'user' } } },
    async (req) => {
      const auth = authOf(req);
      const me = await findMe(app.db, auth.user.id, await signInMethodOf(app, auth));
      if (!me) throw notFound();
      return me;
    },
  );
}
