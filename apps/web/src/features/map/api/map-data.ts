import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import type { QueryClient } from '@tanstack/react-query';
import type { MapLinks } from '@roadlens/contract/live-map';
import { prefetchEndpoint, useEndpointQuery } from '../../../lib/api/client.ts';
import { responseOf } from '../../../lib/api-client.ts';
import { previewLinks } from '../preview/preview-handle.ts';
import { deviceKeys, linkKeys } from '../../../lib/api/keys.ts';
import { decodeDrawnLinks } from './drawn-links.ts';
import { decodeMapSensors } from './map-sensors.ts';

/** Every placed sensor of the company, for drawing, in one compact call; polled so their status colours follow. */
export function useMapDevices() {
  return useEndpointQuery(deviceKeys, devices.drawn, {}, { staleTime: 60_000, refetchInterval: 60_000, select: decodeMapSensors });
}

/** The answer decoded; its lines as the preview read them when it is the answer the preview read. */
export function decodeLinksAnswer(m: MapLinks) {
  const handed = previewLinks();
  return decodeDrawnLinks(m, handed && responseOf(m) === handed.answer ? handed.lines : undefined);
}

/**
 * Every link of the company as the map draws it (line, name, current speed), in one compact call;
 * live events keep the speeds current. Decoded once per answer (a stable select is memoised).
 */
export function useMapLinks() {
  return useEndpointQuery(linkKeys, links.drawn, {}, { staleTime: 60_000, select: decodeLinksAnswer });
}

/** The map's links and sensors in the cache before the page first renders (they are usually in already). */
export const prefetchMapData = (client: QueryClient) =>
  Promise.all([prefetchEndpoint(client, linkKeys, links.drawn, {}), prefetchEndpoint(client, deviceKeys, devices.drawn, {})]);

/** One link with every current value, for its popup. */
export function useLinkDetails(id: number) {
  return useEndpointQuery(linkKeys, links.get, { params: { id } }, { staleTime: 60_000 });
}
