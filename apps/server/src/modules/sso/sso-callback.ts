import type { FastifyInstance } from 'fastify';
import { sso } from '@roadlens/contract/endpoints/sso';
import { route } from '../../lib/route.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { openSession } from '../auth/open-session.ts';
import { deleteSession } from '../auth/sessions.queries.ts';
import { callbackUrl, configFor, verifyCallback } from './oidc.ts';
import { BINDING_COOKIE } from './browser-binding.ts';
import { findIdentityUser, findProviderById, linkIdentity, takeState, touchIdentity } from './sso.queries.ts';
import { linkError, signInError } from './sso-errors.ts';

/** Where the web app sets the `sso:<provider>` marker and follows the (already checked) return path. */
const completePage = (returnTo: string) => `/auth/sso?redirectURL=${encodeURIComponent(returnTo)}`;

/**
 * GET /api/sso/callback/ — the provider sends the browser back here. The state is taken (and so
 * used up) first; it must belong to this browser and be fresh. openid-client then checks the
 * code with the PKCE verifier, the ID token's signature, issuer, audience and nonce. The user is
 * the one linked to (provider, issuer, subject) — never one found by e-mail. Success opens a
 * session through the auth module, marked `sso:<provider>`.
 */
export default function ssoCallback(app: FastifyInstance) {
  route(app, sso.callback, async (req, reply) => {
    const state = req.query.state;
    const row = state ? await takeState(app.db, state) : null;
    const binding = req.cookies[BINDING_COOKIE];
    if (!state || !row || row.expired || !binding || !safeEqual(sha256(binding), row.browser_hash)) {
      req.log.warn({ known: !!row }, 'SSO callback with an unknown, used, expired or foreign state');
      return reply.redirect(signInError('state'), 302);
    }
    const linking = row.link_user_id !== null;
    const fail = linking ? linkError : signInError;
    if (linking && req.auth?.user.id !== row.link_user_id) return reply.redirect(fail('state'), 302);
    const provider = await findProviderById(app.db, row.provider_id);
    if (!provider?.enabled) return reply.redirect(fail('provider'), 302);

    let identity;
    try {
      const config = await configFor(provider, app.env);
      const current = callbackUrl(app.env, req);
      current.search = new URL(req.url, current).search;
      identity = await verifyCallback(config, current, { state, nonce: row.nonce, codeVerifier: row.code_verifier });
    } catch (err) {
      req.log.warn({ err, provider: provider.id }, 'SSO callback refused by token validation');
      return reply.redirect(fail('failed'), 302);
    }

    if (linking) {
      const linked = await linkIdentity(app.db, { providerId: provider.id, ...identity, userId: row.link_user_id! });
      if (!linked) return reply.redirect(fail('linked_elsewhere'), 302);
      req.log.info({ userId: row.link_user_id, provider: provider.id }, 'SSO identity linked');
      return reply.redirect(row.return_to, 302);
    }

    const user = await findIdentityUser(app.db, provider.id, identity.issuer, identity.subject);
    if (!user) {
      req.log.info({ provider: provider.id }, 'SSO sign-in with an identity not linked to any user');
      return reply.redirect(fail('unlinked'), 302);
    }
    if (!user.is_active) return reply.redirect(fail('inactive'), 302);
    // A new sign-in replaces whatever session this browser had (new id and CSRF token).
    if (req.auth?.via === 'session' && req.auth.sessionId) await deleteSession(app.db, req.auth.sessionId);
    await openSession(app, req, reply, user.id, `sso:${provider.name}`);
    await touchIdentity(app.db, provider.id, identity.subject);
    req.log.info({ userId: user.id, provider: provider.id }, 'SSO sign-in');
    return reply.redirect(completePage(row.return_to), 302);
  });
}
