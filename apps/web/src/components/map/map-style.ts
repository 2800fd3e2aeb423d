import type { StyleSpecification } from 'maplibre-gl';
import { links } from '@roadlens/contract/endpoints/links';
import { useEndpointQuery } from '../../lib/api/client.ts';
import { mapConfigKeys } from '../../lib/api/keys.ts';
import { offlineStyle } from './offline-style.ts';

/** The configured basemap (server MAP_STYLE_URL) when there is one, else the offline plain background. */
export function resolveMapStyle(styleUrl: string | null | undefined, background: string): string | StyleSpecification {
  const url = styleUrl?.trim();
  return url ? url : offlineStyle(background);
}

/**
 * The server's map settings, read once per session. A failed call falls back to the offline background:
 * the network must stay drawable without tiles.
 */
export function useMapStyleUrl(): { styleUrl: string | null; ready: boolean } {
  const q = useEndpointQuery(mapConfigKeys, links.mapConfig, {}, { staleTime: Infinity, retry: false, callOptions: { silent: true } });
  return { styleUrl: q.data?.style_url ?? null, ready: !q.isPending };
}
