import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { issueApiKey } from './api-keys.queries.ts';

/**
 * GET /api/platform/users/generate_token/ — the first API key, shown once. A user who already
 * has one gets 400 (the key cannot be shown again; regenerate it). Session only: a key cannot mint keys.
 */
export default function generateToken(app: FastifyInstance) {
  route(app, users.generateToken, async (req) => {
    const key = await issueApiKey(app.db, authOf(req).user.id, false);
    if (!key) throw badRequest('non_field_errors', 'An API key already exists. Regenerate it to get a new one.');
    return key;
  });
}
