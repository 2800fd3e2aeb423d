import type { FastifyInstance } from 'fastify';
import { ssoProviders } from '@roadlens/contract/endpoints/sso-providers';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { callbackUrl } from './oidc.ts';
import { checkIssuer, sealClientSecret } from './provider-secret.ts';
import { deleteProvider, getProvider, insertProvider, listProviders, updateProvider } from './providers.queries.ts';

/** GET /api/platform/sso_providers/ — the company's providers and the redirect URI to register. */
export function listSsoProviders(app: FastifyInstance) {
  route(app, ssoProviders.list, async (req) => {
    const redirect_uri = callbackUrl(app.env, req).href;
    return (await listProviders(app.db, authOf(req).user.companyId)).map((p) => ({ ...p, redirect_uri }));
  });
}

/** POST /api/platform/sso_providers/ — adds a provider; the issuer is checked and the secret sealed. */
export function createSsoProvider(app: FastifyInstance) {
  route(app, ssoProviders.create, async (req, reply) => {
    const companyId = authOf(req).user.companyId;
    await checkIssuer(app.env, req.body.issuer);
    const id = await insertProvider(app.db, companyId, req.body, sealClientSecret(app.env, req.body.client_secret));
    if (id === null) throw badRequest('name', 'A provider with this name already exists.');
    const created = (await getProvider(app.db, companyId, id))!;
    return reply.code(201).send({ ...created, redirect_uri: callbackUrl(app.env, req).href });
  });
}

/** GET /api/platform/sso_providers/{id}/ — another company's id answers 404 like a missing one. */
export function getSsoProvider(app: FastifyInstance) {
  route(app, ssoProviders.get, async (req) => {
    const p = await getProvider(app.db, authOf(req).user.companyId, req.params.id);
    if (!p) throw notFound();
    return { ...p, redirect_uri: callbackUrl(app.env, req).href };
  });
}

/** PATCH /api/platform/sso_providers/{id}/ — a new issuer is checked, a new secret sealed. */
export function patchSsoProvider(app: FastifyInstance) {
  route(app, ssoProviders.patch, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { client_secret, ...fields } = req.body;
    if (!(await getProvider(app.db, companyId, req.params.id))) throw notFound();
    if (fields.issuer !== undefined) await checkIssuer(app.env, fields.issuer);
    const sealedSecret = client_secret === undefined ? undefined : sealClientSecret(app.env, client_secret);
    if (!(await updateProvider(app.db, companyId, req.params.id, { ...fields, sealedSecret }))) throw notFound();
    return { ...(await getProvider(app.db, companyId, req.params.id))!, redirect_uri: callbackUrl(app.env, req).href };
  });
}

/** DELETE /api/platform/sso_providers/{id}/ — another company's id answers 404 like a missing one. */
export function deleteSsoProvider(app: FastifyInstance) {
  route(app, ssoProviders.remove, async (req, reply) => {
    if (!(await deleteProvider(app.db, authOf(req).user.companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
