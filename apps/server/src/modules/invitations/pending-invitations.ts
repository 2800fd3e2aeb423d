import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invitation } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { listPending } from './invitations.queries.ts';

/** GET /api/platform/invitations/pending/ — the company's invitations not yet accepted. */
export default function pendingInvitations(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/invitations/pending/',
    {
      schema: { tags: ['invitations'], response: { 200: z.array(Invitation) } },
      config: { access: { auth: 'user', permission: 'Platform|manage_users' } },
    },
    async (req) => listPending(app.db, authOf(req).user.companyId),
  );
}
