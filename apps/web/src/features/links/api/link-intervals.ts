import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { linkKeys } from '../../../lib/api/keys.ts';

/** Processed intervals of the link (epoch seconds). */
export function useLinkIntervals(id: number, from: number, to: number, mode = 0) {
  return useEndpointQuery(linkKeys, links.intervals, { params: { id }, query: { from, to, mode } }, { enabled: id > 0 });
}
