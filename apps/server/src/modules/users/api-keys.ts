import type { FastifyInstance } from 'fastify';
import { apiKeys } from '@roadlens/contract/endpoints/api-keys';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { notFound } from '../../plugins/error-handler.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.queries.ts';

/** GET /api/platform/api_keys/ — the caller's keys with scopes, expiry and last use; never a key. */
export function listApiKeysRoute(app: FastifyInstance) {
  route(app, apiKeys.list, async (req) => listApiKeys(app.db, authOf(req).user.id));
}

/** POST /api/platform/api_keys/ — a named, scoped key; this answer is the only time it is shown. */
export function createApiKeyRoute(app: FastifyInstance) {
  route(app, apiKeys.create, async (req, reply) => {
    const { name, scopes, expires_at } = req.body;
    return reply.code(201).send(await createApiKey(app.db, authOf(req).user.id, { name, scopes, expiresAt: expires_at }));
  });
}

/** DELETE /api/platform/api_keys/{id}/ — another user's key id answers 404 like a missing one. */
export function revokeApiKeyRoute(app: FastifyInstance) {
  route(app, apiKeys.revoke, async (req, reply) => {
    if (!(await revokeApiKey(app.db, authOf(req).user.id, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
