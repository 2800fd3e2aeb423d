import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { linkKeys } from '../../../lib/api/keys.ts';

/** One link with its current values; the page shows its own not-found state. */
export function useLink(id: number) {
  return useEndpointQuery(linkKeys, links.get, { params: { id } }, { enabled: id > 0, retry: false });
}
