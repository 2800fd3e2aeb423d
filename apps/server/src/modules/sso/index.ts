import supportedSso from './supported-sso.ts';
import ssoStart from './sso-start.ts';
import ssoLink from './sso-link.ts';
import ssoCallback from './sso-callback.ts';
import { createSsoProvider, deleteSsoProvider, getSsoProvider, listSsoProviders, patchSsoProvider } from './providers.ts';
import { sealLegacySecretsAtStart } from './provider-secret.ts';
import { listMyIdentities, unlinkMyIdentity } from './identities.ts';

export default [
  supportedSso,
  ssoStart,
  ssoLink,
  ssoCallback,
  sealLegacySecretsAtStart,
  listSsoProviders,
  createSsoProvider,
  getSsoProvider,
  patchSsoProvider,
  deleteSsoProvider,
  listMyIdentities,
  unlinkMyIdentity,
];
