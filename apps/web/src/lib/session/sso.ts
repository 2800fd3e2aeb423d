import { sso } from '@roadlens/contract/endpoints/sso';
import { urlOf, useEndpointQuery } from '../api/client.ts';
import { supportedSsoKeys } from '../api/keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCompanyUuid = (v: string | null | undefined): v is string => !!v && UUID.test(v);

/** The company's single sign-on providers (asked only for a well-formed company id). */
export function useSupportedSso(companyUuid: string | null) {
  return useEndpointQuery(
    supportedSsoKeys,
    sso.supported,
    { query: { company_uuid: companyUuid ?? '' } },
    { enabled: isCompanyUuid(companyUuid), staleTime: 5 * 60_000, callOptions: { silent: true } },
  );
}

/** The server route that redirects to the provider; a full-page navigation, not a fetch. */
export const ssoStartUrl = (companyUuid: string, provider: string, redirectURL: string) =>
  urlOf(sso.start, { query: { company_uuid: companyUuid, provider, redirectURL } });
