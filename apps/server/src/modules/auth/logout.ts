import type { FastifyInstance } from 'fastify';
import { auth } from '@roadlens/contract/endpoints/auth';
import { route } from '../../lib/route.ts';
import { clearSessionCookies } from './cookies.ts';
import { deleteSession } from './sessions.queries.ts';

/** POST /api/logout/ — ends this session at once and clears both cookies. */
export default function logout(app: FastifyInstance) {
  route(app, auth.logout, async (req, reply) => {
    if (req.auth?.sessionId) await deleteSession(app.db, req.auth.sessionId);
    clearSessionCookies(reply);
    return { detail: 'Successfully logged out.' };
  });
}
