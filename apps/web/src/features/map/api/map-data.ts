import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys, linkKeys } from '../../../lib/api/keys.ts';
import { ALL } from './map-calls.ts';

/** All sensors of the company, for drawing; polled so their status colours follow. */
export function useMapDevices() {
  return useEndpointQuery(
    deviceKeys,
    devices.list,
    { query: ALL },
    { staleTime: 60_000, refetchInterval: 60_000, select: (p) => p.results },
  );
}

/** All links of the company with current values, for drawing; live events keep them current. */
export function useMapLinks() {
  return useEndpointQuery(linkKeys, links.list, { query: ALL }, { staleTime: 60_000, select: (p) => p.results });
}
