import { randomBytes } from 'node:crypto';
import type { ActionInput } from '@roadlens/contract/actions';
import type { Env } from '../../env.ts';
import { sealSecret, openSecret } from '../../lib/secret-box.ts';
import { assertPublicUrl, checkUrl, OutboundError, type OutboundPolicy } from '../../lib/outbound.ts';
import { badRequest } from '../../plugins/error-handler.ts';

/** Webhooks go to public https addresses unless the operator allows private targets (then plain http too), as SSO issuers do. */
export const webhookPolicy = (env: Env): OutboundPolicy => ({
  allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  requireHttps: !env.WEBHOOK_ALLOW_PRIVATE,
});

const SECRET_PURPOSE = 'webhook-secret';
export const sealWebhookSecret = (env: Env, secret: string) => sealSecret(env.SECRET_KEY, SECRET_PURPOSE, secret);
export const openWebhookSecret = (env: Env, sealed: string) => openSecret(env.SECRET_KEY, SECRET_PURPOSE, sealed);

/** A fresh signing secret, sealed for storage, with the hint lists show. */
export function newSecret(env: Env): { plain: string; sealed: string; hint: string } {
  const plain = `whsec_${randomBytes(24).toString('base64url')}`;
  return { plain, sealed: sealWebhookSecret(env, plain), hint: `…${plain.slice(-4)}` };
}

/**
 * The save-time check of a target: a webhook URL's scheme, literal address and what its name
 * resolves to now (a name that does not resolve yet passes; every send checks again); an e-mail
 * recipient's domain must not be an address or a local-network name. Private targets pass only
 * when the operator allows them.
 */
export async function checkTarget(env: Env, a: ActionInput): Promise<void> {
  if (a.kind === 'webhook') {
    try {
      await assertPublicUrl(a.url, webhookPolicy(env));
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      if (err.reason === 'dns') return;
      throw badRequest(
        'url',
        err.reason === 'scheme'
          ? 'Use an https URL.'
          : err.reason === 'private'
            ? 'Use a public address; this one is private or local.'
            : 'Enter a valid URL.',
      );
    }
    return;
  }
  if (a.kind !== 'email' || env.WEBHOOK_ALLOW_PRIVATE) return;
  for (const [i, to] of a.recipients.entries()) {
    const domain = to.slice(to.lastIndexOf('@') + 1).toLowerCase();
    let local = domain === 'localhost' || domain.startsWith('[');
    try {
      checkUrl(`http://${domain}/`, { allowPrivate: false, requireHttps: false });
    } catch {
      local = true;
    }
    if (local) throw badRequest(`recipients.${i}`, 'Use an address on a public mail domain; this one is private or local.');
  }
}
