import * as client from 'openid-client';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import type { ProviderRow } from './sso.queries.ts';
import { checkUrl, safeFetch } from '../../lib/outbound.ts';
import { issuerPolicy, openClientSecret } from './provider-secret.ts';

/** The one redirect URI of every provider; the state row says which provider a callback is for. */
export const CALLBACK_PATH = '/api/sso/callback/';

/** The origin the browser uses: PUBLIC_URL when set, else the request's own (proxy-aware) origin. */
export function publicOrigin(env: Env, req: FastifyRequest): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : req.publicOrigin;
}

export const callbackUrl = (env: Env, req: FastifyRequest) => new URL(CALLBACK_PATH, publicOrigin(env, req));

const cache = new Map<string, { config: client.Configuration; at: number }>();
const CACHE_MS = 10 * 60_000;

/**
 * Every request to a provider (discovery, keys, token) goes through safeFetch: public addresses
 * only unless the operator allows private ones, ten seconds, 1 MiB, redirects never followed.
 */
function providerFetch(env: Env): client.CustomFetch {
  const policy = issuerPolicy(env);
  return (url, options) =>
    safeFetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body as never,
      redirect: 'manual',
      signal: options.signal,
      policy,
    });
}

/** Discovery (issuer metadata and keys) per provider, cached ten minutes. */
export async function configFor(p: ProviderRow, env: Env): Promise<client.Configuration> {
  if (!p.client_secret_sealed) throw new Error(`SSO provider ${p.id} has no client secret`);
  const key = JSON.stringify([p.id, p.issuer, p.client_id, p.client_secret_sealed, env.SSO_ALLOW_PRIVATE_ISSUERS]);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const issuer = checkUrl(p.issuer, issuerPolicy(env));
  const config = await client.discovery(issuer, p.client_id, openClientSecret(env, p.client_secret_sealed), undefined, {
    [client.customFetch]: providerFetch(env),
    // Plain http reaches this point only when the operator allows private issuers.
    execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
  cache.set(key, { config, at: Date.now() });
  return config;
}

/** Everything one redirect to the provider needs; state, nonce and verifier are kept server-side. */
export async function authorizationRequest(config: client.Configuration, redirectUri: URL, scopes: string) {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri.href,
    scope: scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, state, nonce, codeVerifier };
}

/**
 * Exchanges the code (PKCE verifier, state, nonce, issuer and audience all checked by
 * openid-client) and answers the verified ID token's issuer and subject.
 */
export async function verifyCallback(
  config: client.Configuration,
  current: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<{ issuer: string; subject: string; email: string | null }> {
  const tokens = await client.authorizationCodeGrant(config, current, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null;
  return { issuer: claims.iss, subject: claims.sub, email };
}
