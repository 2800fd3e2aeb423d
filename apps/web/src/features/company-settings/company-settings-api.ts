import { useQueryClient } from '@tanstack/react-query';
import { company } from '@roadlens/contract/endpoints/company';
import type { CompanySettingsPatch } from '@roadlens/contract/company';
import { call, useEndpointQuery } from '../../lib/api/client.ts';
import { companyKeys, mapConfigKeys, sessionKeys } from '../../lib/api/keys.ts';

export const useCompanySettings = () => useEndpointQuery(companyKeys, company.get, {});

/**
 * Saves settings, then refreshes what other screens read from them: the profile (units, colours,
 * map centre, driving side, the external dashboard entry) and the map's basemap.
 */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return async (body: CompanySettingsPatch) => {
    const saved = await call(company.patch, { body }, { silent: true });
    client.setQueryData(companyKeys.call(company.get, {}), saved);
    await Promise.all([sessionKeys.all, mapConfigKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    return saved;
  };
}
