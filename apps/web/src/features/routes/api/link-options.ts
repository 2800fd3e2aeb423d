import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { linkKeys } from '../../../lib/api/keys.ts';

/** Every link of the company (names and ends) to pick a route's chain from and to name its steps. */
export function useLinkOptions() {
  return useEndpointQuery(
    linkKeys,
    links.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { staleTime: 60_000, select: (p) => p.results },
  );
}
