import supportedSso from './supported-sso.ts';
import ssoStart from './sso-start.ts';
import ssoLink from './sso-link.ts';
import ssoCallback from './sso-callback.ts';
import { createSsoProvider, deleteSsoProvider, listSsoProviders } from './providers.ts';
import { listMyIdentities, unlinkMyIdentity } from './identities.ts';

export default [supportedSso, ssoStart, ssoLink, ssoCallback, listSsoProviders, createSsoProvider, deleteSsoProvider, listMyIdentities, unlinkMyIdentity];
