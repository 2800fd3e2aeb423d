import { z } from 'zod';
import { text } from './common.ts';

/** Provider names are URL path-safe slugs; the marker of a session signed in with one is `sso:<name>`. */
const ProviderName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Use 1 to 40 lower-case letters, digits, "-" or "_".');

/** GET /api/supported_sso/?company_uuid= — what the sign-in screen offers as buttons. */
export const SupportedSso = z.object({ name: z.string(), label: z.string() });
export type SupportedSso = z.infer<typeof SupportedSso>;

/** A company's OpenID Connect provider as its admins see it (the secret is never sent back). */
export const SsoProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  scopes: z.string(),
  enabled: z.boolean(),
  /** Whether a client secret is stored; the secret itself never leaves the server. */
  client_secret_set: z.boolean(),
  /** The address to register at the provider as the redirect URI. */
  redirect_uri: z.string(),
  linked_users: z.number().int(),
});
export type SsoProvider = z.infer<typeof SsoProvider>;

const providerFields = {
  label: text().trim().min(1, 'This field may not be blank.').max(80),
  /** https; the server refuses private addresses unless its operator allows them. */
  issuer: text()
    .trim()
    .url('Enter a valid URL.')
    .max(500)
    .refine((u) => /^https?:\/\//i.test(u), 'Use an https URL.'),
  client_id: text().trim().min(1, 'This field may not be blank.').max(255),
  /** Stored sealed; a value is always the secret itself (nothing is read from the server). */
  client_secret: text().min(1, 'This field may not be blank.').max(1024),
  scopes: text()
    .trim()
    .max(255)
    .refine((s) => s.split(/\s+/).includes('openid'), 'Scopes must include openid.'),
  enabled: z.boolean(),
};

export const SsoProviderCreate = z
  .object({
    name: ProviderName,
    ...providerFields,
    scopes: providerFields.scopes.default('openid email profile'),
    enabled: providerFields.enabled.default(true),
  })
  .strict();
export type SsoProviderCreate = z.input<typeof SsoProviderCreate>;
export type SsoProviderInput = z.output<typeof SsoProviderCreate>;

/** PATCH: any of the fields; a client secret left out keeps the stored one. */
export const SsoProviderPatch = z.object(providerFields).partial().strict();
export type SsoProviderPatch = z.output<typeof SsoProviderPatch>;

/** POST /api/sso/link/ — a signed-in user links an identity at one of the company's providers. */
export const SsoLinkStart = z.object({ provider: ProviderName, redirectURL: text().max(2000).optional() }).strict();
export const SsoRedirect = z.object({ url: z.string() });

/** The identities linked to the caller's account. */
export const SsoIdentity = z.object({ provider: z.string(), label: z.string(), email: z.string().nullable(), created_at: z.string() });
export type SsoIdentity = z.infer<typeof SsoIdentity>;

/** Why a single sign-on attempt ended on the sign-in screen (`?sso_error=`); the screen words each. */
export const SSO_ERRORS = ['state', 'failed', 'unlinked', 'inactive', 'provider', 'linked_elsewhere'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
