import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { linkKeys } from '../../../lib/api/keys.ts';

/** The link's typical travel time for each 5-minute slot of the period (its time-of-week profile). */
export function useLinkTypical(id: number, from: number, to: number) {
  return useEndpointQuery(linkKeys, links.typical, { params: { id }, query: { from, to } }, { enabled: id > 0, staleTime: 5 * 60_000 });
}
