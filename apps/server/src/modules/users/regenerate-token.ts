import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiKeyReply } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { issueApiKey } from './api-keys.queries.ts';

/** POST /api/platform/users/re_generate_token/ — a new key, the old one stops working at once. */
export default function regenerateToken(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/users/re_generate_token/',
    { schema: { tags: ['users'], response: { 200: ApiKeyReply } }, config: { access: { auth: 'session' } } },
    async (req) => (await issueApiKey(app.db, authOf(req).user.id, true))!,
  );
}
