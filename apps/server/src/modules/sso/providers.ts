import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SsoProvider, SsoProviderCreate } from '@roadlens/contract';
import { authOf } from '../../plugins/auth.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { callbackUrl } from './oidc.ts';
import { deleteProvider, insertProvider, listProviders } from './providers.queries.ts';

/** SSO settings are company settings, and session-only: an API key cannot change how people sign in. */
const ACCESS = { auth: 'session', permission: 'Platform|change_settings-company' } as const;

/** GET /api/platform/sso_providers/ — the company's providers and the redirect URI to register. */
export function listSsoProviders(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/platform/sso_providers/',
    { schema: { tags: ['sso'], response: { 200: z.array(SsoProvider) } }, config: { access: ACCESS } },
    async (req) => {
      const redirect_uri = callbackUrl(app.env, req).href;
      return (await listProviders(app.db, authOf(req).user.companyId)).map((p) => ({ ...p, redirect_uri }));
    },
  );
}

/** POST /api/platform/sso_providers/ — adds a provider; its name is unique in the company. */
export function createSsoProvider(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/platform/sso_providers/',
    { schema: { tags: ['sso'], body: SsoProviderCreate, response: { 201: SsoProvider } }, config: { access: ACCESS } },
    async (req, reply) => {
      const companyId = authOf(req).user.companyId;
      const id = await insertProvider(app.db, companyId, req.body);
      if (id === null) throw badRequest('name', 'A provider with this name already exists.');
      const created = (await listProviders(app.db, companyId)).find((p) => p.id === id)!;
      return reply.code(201).send({ ...created, redirect_uri: callbackUrl(app.env, req).href });
    },
  );
}

/** DELETE /api/platform/sso_providers/{id}/ — another company's id answers 404 like a missing one. */
export function deleteSsoProvider(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/platform/sso_providers/:id/',
    { schema: { tags: ['sso'], params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) }, config: { access: ACCESS } },
    async (req, reply) => {
      if (!(await deleteProvider(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );
}
