import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.ts';
import type { Env } from '../../env.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { assertPublicUrl, OutboundError, type OutboundPolicy } from '../../lib/outbound.ts';

/**
 * A provider's client secret is whatever the admin typed, sealed under the server's key; it is
 * opened only to call the provider's token endpoint. Nothing a tenant stores ever names or reads
 * the server's own environment.
 */
const PURPOSE = 'sso_providers.client_secret';

export const sealClientSecret = (env: Env, secret: string) => sealSecret(env.SECRET_KEY, PURPOSE, secret);
export const openClientSecret = (env: Env, sealed: string) => openSecret(env.SECRET_KEY, PURPOSE, sealed);

/** Issuers are public https addresses, unless the operator allows private ones (then http too). */
export const issuerPolicy = (env: Env): OutboundPolicy => ({
  allowPrivate: env.SSO_ALLOW_PRIVATE_ISSUERS,
  requireHttps: !env.SSO_ALLOW_PRIVATE_ISSUERS,
});

/**
 * The save-time check of an issuer: scheme, literal address and what its name resolves to now.
 * A name that does not resolve yet is accepted; every later request checks the address again.
 */
export async function checkIssuer(env: Env, issuer: string): Promise<void> {
  try {
    await assertPublicUrl(issuer, issuerPolicy(env));
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    if (err.reason === 'dns') return;
    throw badRequest(
      'issuer',
      err.reason === 'scheme'
        ? 'Use an https URL.'
        : err.reason === 'private'
          ? 'Use a public address; this one is private or local.'
          : 'Enter a valid URL.',
    );
  }
}

/** Seals the plaintext secrets stored before secrets were sealed, then clears them. */
export async function sealLegacySecrets(db: Queryable, env: Env): Promise<number> {
  const { rows } = await db.query<{ id: number; legacy_client_secret: string }>(
    'SELECT id, legacy_client_secret FROM sso_providers WHERE legacy_client_secret IS NOT NULL',
  );
  for (const r of rows) {
    await db.query('UPDATE sso_providers SET client_secret_sealed = $2, legacy_client_secret = NULL WHERE id = $1', [
      r.id,
      sealClientSecret(env, r.legacy_client_secret),
    ]);
  }
  return rows.length;
}

/** Runs the sealing once the server is ready, before it takes requests. */
export function sealLegacySecretsAtStart(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    const sealed = await sealLegacySecrets(app.db, app.env);
    if (sealed) app.log.info({ sealed }, 'sealed stored SSO client secrets');
  });
}
