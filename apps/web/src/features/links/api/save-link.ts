import type { LinkCreate } from '@roadlens/contract/links';
import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys, linkKeys, routeKeys } from '../../../lib/api/keys.ts';

/**
 * Creates the link or saves its changes; 400s come back as ApiError with field errors. Every link
 * query (lists, detail, map, dashboard) refreshes, and routes too: their values are sums over links.
 */
export function useSaveLink(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkCreate) => (id ? call(links.patch, { params: { id }, body }) : call(links.create, { body })),
    onSuccess: () => Promise.all([linkKeys.all, routeKeys.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** The company's sensors, to pick a link's ends from. */
export function usePickableSensors() {
  return useEndpointQuery(
    deviceKeys,
    devices.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { staleTime: 60_000, select: (p) => p.results },
  );
}
