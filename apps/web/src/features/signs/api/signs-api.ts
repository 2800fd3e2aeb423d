import { signs } from '@roadlens/contract/endpoints/signs';
import { routes } from '@roadlens/contract/endpoints/routes';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { routeKeys, signKeys } from '../../../lib/api/keys.ts';

/** What every sign shows is re-evaluated on the server at each read; a minute keeps the page current. */
const REFRESH_MS = 30_000;

export function useSigns() {
  return useEndpointQuery(signKeys, signs.list, {}, { refetchInterval: REFRESH_MS });
}

export function useSignHistory(id: number, hours = 24) {
  return useEndpointQuery(signKeys, signs.history, { params: { id }, query: { hours } }, { refetchInterval: REFRESH_MS });
}

/** The routes a sign may announce. */
export function useRouteOptions() {
  return useEndpointQuery(
    routeKeys,
    routes.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { staleTime: 60_000, select: (p) => p.results },
  );
}

const invalidates = [signKeys.all];
export const useCreateSign = () => useEndpointMutation(signs.create, { invalidates });
export const usePatchSign = () => useEndpointMutation(signs.patch, { invalidates });
export const useDeleteSign = () => useEndpointMutation(signs.delete, { invalidates });
export const useSetOverride = () => useEndpointMutation(signs.setOverride, { invalidates });
export const useClearOverride = () => useEndpointMutation(signs.clearOverride, { invalidates });
