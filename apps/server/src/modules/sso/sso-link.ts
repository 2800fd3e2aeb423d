import type { FastifyInstance } from 'fastify';
import { sso } from '@roadlens/contract/endpoints/sso';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { HttpError, notFound } from '../../plugins/error-handler.ts';
import { authorizationRequest, callbackUrl, configFor } from './oidc.ts';
import { browserBinding } from './browser-binding.ts';
import { findProviderByName, saveState } from './sso.queries.ts';
import { safeReturn } from './safe-return.ts';

const SECURITY = '/dashboard/settings/security';

/**
 * POST /api/sso/link/ — the explicit "link account" flow (docs/decisions/005-sso.md): a user
 * signed in with a password proves an identity at one of the company's providers, and only
 * then may that identity sign in. A POST (CSRF-checked, session only) so no other site can start
 * it; the reply is the provider URL the browser then opens. Another company's provider is 404.
 */
export default function ssoLink(app: FastifyInstance) {
  route(app, sso.link, async (req, reply) => {
    const { user } = authOf(req);
    const provider = await findProviderByName(app.db, user.companyId, req.body.provider);
    if (!provider) throw notFound();
    let config;
    try {
      config = await configFor(provider, app.env);
    } catch (err) {
      req.log.error({ err, provider: provider.id }, 'SSO provider discovery failed');
      throw new HttpError(502, { detail: 'The sign-in provider cannot be reached.' });
    }
    const request = await authorizationRequest(config, callbackUrl(app.env, req), provider.scopes);
    await saveState(app.db, {
      state: request.state,
      providerId: provider.id,
      browser: browserBinding(req, reply),
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      returnTo: safeReturn(req.body.redirectURL, SECURITY),
      linkUserId: user.id,
    });
    return { url: request.url.href };
  });
}
