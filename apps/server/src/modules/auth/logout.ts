import type { FastifyInstance } from 'fastify';
import { clearSessionCookies } from './cookies.ts';
import { deleteSession } from './sessions.queries.ts';

/** POST /api/logout/ — ends this session at once and clears both cookies. */
export default function logout(app: FastifyInstance) {
  app.post('/api/logout/', { schema: { tags: ['auth'] }, config: { access: { auth: 'public' } } }, async (req, reply) => {
    if (req.auth?.sessionId) await deleteSession(app.db, req.auth.sessionId);
    clearSessionCookies(reply);
    return { detail: 'Successfully logged out.' };
  });
}
