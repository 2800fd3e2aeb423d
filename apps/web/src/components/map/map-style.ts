import type { StyleSpecification } from 'maplibre-gl';
import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@roadlens/contract/live-map';
import { api } from '../../lib/api-client.ts';
import { offlineStyle } from './offline-style.ts';

/** The configured basemap (server MAP_STYLE_URL) when there is one, else the offline plain background. */
export function resolveMapStyle(styleUrl: string | null | undefined, background: string): string | StyleSpecification {
  const url = styleUrl?.trim();
  return url ? url : offlineStyle(background);
}

/**
 * GET /api/map/map_config/ once per session. A failed call falls back to the offline background:
 * the network must stay drawable without tiles.
 */
export function useMapStyleUrl(): { styleUrl: string | null; ready: boolean } {
  const q = useQuery({
    queryKey: ['map', 'config'],
    queryFn: ({ signal }) => api.get<MapConfig>('/api/map/map_config/', { signal, silent: true }),
    staleTime: Infinity,
    retry: false,
  });
  return { styleUrl: q.data?.style_url ?? null, ready: !q.isPending };
}
