import { useQuery } from '@tanstack/react-query';
import type { SupportedSso } from '@roadlens/contract/sso';
import { api, buildUrl } from '../api-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCompanyUuid = (v: string | null | undefined): v is string => !!v && UUID.test(v);

/** GET /api/supported_sso/?company_uuid= (core §7): the company's single sign-on providers. */
export function useSupportedSso(companyUuid: string | null) {
  return useQuery({
    queryKey: ['supported-sso', companyUuid],
    queryFn: () => api.get<SupportedSso[]>('/api/supported_sso/', { query: { company_uuid: companyUuid! }, silent: true }),
    enabled: isCompanyUuid(companyUuid),
    staleTime: 5 * 60_000,
  });
}

/** The server route that redirects to the provider; a full-page navigation, not a fetch. */
export const ssoStartUrl = (companyUuid: string, provider: string, redirectURL: string) =>
  buildUrl('/api/sso/start/', { company_uuid: companyUuid, provider, redirectURL });
