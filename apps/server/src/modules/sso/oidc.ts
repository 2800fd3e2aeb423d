import * as client from 'openid-client';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import type { ProviderRow } from './sso.queries.ts';

/** The one redirect URI of every provider; the state row says which provider a callback is for. */
export const CALLBACK_PATH = '/api/sso/callback/';

/** The origin the browser uses: PUBLIC_URL when set, else the request's own (proxy-aware) origin. */
export function publicOrigin(env: Env, req: FastifyRequest): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(`${req.protocol}://${req.host}`).origin;
}

export const callbackUrl = (env: Env, req: FastifyRequest) => new URL(CALLBACK_PATH, publicOrigin(env, req));

/**
 * The client secret is stored as the value or as `env:NAME` (read from the server's environment),
 * so operators can keep secrets out of the database.
 */
export function resolveSecret(stored: string, source: NodeJS.ProcessEnv = process.env): string {
  if (!stored.startsWith('env:')) return stored;
  const value = source[stored.slice(4)];
  if (!value) throw new Error(`SSO client secret variable ${stored.slice(4)} is not set`);
  return value;
}

/** Plain http is accepted only for a provider on this machine (a test or local identity server). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (issuer: string) => LOOPBACK.has(new URL(issuer).hostname);

const cache = new Map<string, { config: client.Configuration; at: number }>();
const CACHE_MS = 10 * 60_000;

/** Discovery (issuer metadata and keys) per provider, cached ten minutes. */
export async function configFor(p: ProviderRow): Promise<client.Configuration> {
  const secret = resolveSecret(p.client_secret);
  const key = JSON.stringify([p.id, p.issuer, p.client_id, secret]);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const config = await client.discovery(new URL(p.issuer), p.client_id, secret, undefined, {
    execute: isLoopback(p.issuer) ? [client.allowInsecureRequests] : [],
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
