import type { FastifyInstance } from 'fastify';
import { sso } from '@roadlens/contract/endpoints/sso';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { listUserIdentities, unlinkIdentity } from './providers.queries.ts';

/** GET /api/sso/identities/ — the caller's linked identities (security settings). */
export function listMyIdentities(app: FastifyInstance) {
  route(app, sso.identities, async (req) => listUserIdentities(app.db, authOf(req).user.id));
}

/** DELETE /api/sso/identities/{provider}/ — unlinks the caller's identity at that provider. */
export function unlinkMyIdentity(app: FastifyInstance) {
  route(app, sso.unlink, async (req, reply) => {
    const { user } = authOf(req);
    if (!(await unlinkIdentity(app.db, user.id, user.companyId, req.params.provider))) throw notFound();
    return reply.code(204).send();
  });
}
