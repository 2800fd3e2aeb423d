import type { FastifyInstance } from 'fastify';
import { users } from '@roadlens/contract/endpoints/users';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { issueApiKey } from './api-keys.queries.ts';

/** POST /api/platform/users/re_generate_token/ — a new key, the old one stops working at once. */
export default function regenerateToken(app: FastifyInstance) {
  route(app, users.regenerateToken, async (req) => (await issueApiKey(app.db, authOf(req).user.id, true))!);
}
