import type { FastifyInstance } from 'fastify';
import { shares } from '@roadlens/contract/endpoints/shares';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { listShares } from './shares.queries.ts';
import { toShare } from './to-share.ts';

/** The caller's shares, active or not, newest first. */
export default function listSharesRoute(app: FastifyInstance) {
  route(app, shares.list, async (req) => {
    const { user } = authOf(req);
    return (await listShares(app.db, user.companyId, user.id)).map((r) => toShare(r, app.env.PUBLIC_URL));
  });
}
