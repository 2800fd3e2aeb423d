import type { FastifyInstance } from 'fastify';
import { shares } from '@roadlens/contract/endpoints/shares';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { route } from '../../lib/route.ts';
import { revokeShare } from './shares.queries.ts';

/** Revokes one of the caller's shares; anyone else's is a 404. */
export default function revokeShareRoute(app: FastifyInstance) {
  route(app, shares.revoke, async (req) => {
    const { user } = authOf(req);
    if (!(await revokeShare(app.db, user.companyId, user.id, req.params.uuid))) throw notFound();
    return { detail: 'Revoked.' };
  });
}
