import type { FastifyInstance } from 'fastify';
import { invitations } from '@roadlens/contract/endpoints/invitations';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { listPending } from './invitations.queries.ts';

/** GET /api/platform/invitations/pending/ — the company's invitations not yet accepted. */
export default function pendingInvitations(app: FastifyInstance) {
  route(app, invitations.pending, async (req) => listPending(app.db, authOf(req).user.companyId));
}
