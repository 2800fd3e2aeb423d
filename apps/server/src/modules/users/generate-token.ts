import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiKeyReply } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { issueApiKey } from './api-keys.queries.ts';

/**
 * GET /api/platform/users/generate_token/ — the first API key, shown once. A user who already
 * has one gets 400 (the key cannot be shown again; regenerate it). Session only: a key cannot mint keys.
 */
export default function generateToken(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/users/generate_token/',
    { schema: { tags: ['users'], response: { 200: ApiKeyReply } }, config: { access: { auth: 'session' } } },
    async (req) => {
      const key = await issueApiKey(app.db, authOf(req).user.id, false);
      if (!key) throw new HttpError(400, { detail: 'An API key already exists. Regenerate it to get a new one.' });
      return key;
    },
  );
}
