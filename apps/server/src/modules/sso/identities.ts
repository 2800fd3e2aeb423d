import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SsoIdentity } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { listUserIdentities, unlinkIdentity } from './providers.queries.ts';

/** GET /api/sso/identities/ — the caller's linked identities (security settings). */
export function listMyIdentities(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/sso/identities/',
    { schema: { tags: ['sso'], response: { 200: z.array(SsoIdentity) } }, config: { access: { auth: 'session' } } },
    async (req) => listUserIdentities(app.db, authOf(req).user.id),
  );
}

/** DELETE /api/sso/identities/{provider}/ — unlinks the caller's identity at that provider. */
export function unlinkMyIdentity(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/sso/identities/:provider/',
    { schema: { tags: ['sso'], params: z.object({ provider: z.string().min(1).max(40) }) }, config: { access: { auth: 'session' } } },
    async (req, reply) => {
      const { user } = authOf(req);
      if (!(await unlinkIdentity(app.db, user.id, user.companyId, req.params.provider))) throw notFound();
      return reply.code(204).send();
    },
  );
}
