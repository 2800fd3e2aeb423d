import type { FastifyInstance } from 'fastify';
import { sso } from '@roadlens/contract/endpoints/sso';
import { route } from '../../lib/route.ts';
import { authorizationRequest, callbackUrl, configFor } from './oidc.ts';
import { browserBinding } from './browser-binding.ts';
import { findProviderByUuid, saveState } from './sso.queries.ts';
import { safeReturn } from './safe-return.ts';
import { signInError } from './sso-errors.ts';

/**
 * GET /api/sso/start/?company_uuid=&provider=&redirectURL= — the sign-in button's target:
 * stores state, nonce and PKCE verifier bound to this browser, then redirects to the provider.
 * Only a same-origin `redirectURL` is kept for after the sign-in.
 */
export default function ssoStart(app: FastifyInstance) {
  route(app, sso.start, async (req, reply) => {
    const returnTo = safeReturn(req.query.redirectURL);
    // Already signed in: nothing to do, and the answer says so ("User is already logged in.").
    if (req.auth?.via === 'session') return reply.redirect(returnTo, 302);
    const provider = await findProviderByUuid(app.db, req.query.company_uuid, req.query.provider);
    if (!provider) return reply.redirect(signInError('provider'), 302);
    let config;
    try {
      config = await configFor(provider, app.env);
    } catch (err) {
      req.log.error({ err, provider: provider.id }, 'SSO provider discovery failed');
      return reply.redirect(signInError('provider'), 302);
    }
    const request = await authorizationRequest(config, callbackUrl(app.env, req), provider.scopes);
    await saveState(app.db, {
      state: request.state,
      providerId: provider.id,
      browser: browserBinding(req, reply),
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      returnTo,
      linkUserId: null,
    });
    return reply.redirect(request.url.href, 302);
  });
}
