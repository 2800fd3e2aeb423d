import { useMemo, type ReactNode, type Ref } from 'react';
import MapGL, { type MapRef, type MapLayerMouseEvent, type ViewState } from 'react-map-gl/maplibre';
import { Box, CircularProgress } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { loadMaplibre } from './maplibre.ts';
import { resolveMapStyle, useMapStyleUrl } from './map-style.ts';

export interface BaseMapProps {
  /** Where the map opens: a centre and zoom, or bounds to frame (fitted before the map's first frame). */
  initialView:
    | Pick<ViewState, 'longitude' | 'latitude' | 'zoom'>
    | { bounds: [[number, number], [number, number]]; fitBoundsOptions: { padding: number } };
  /** A basemap style URL; undefined = the server's MAP_STYLE_URL; empty = offline background. */
  styleUrl?: string | null;
  interactiveLayerIds?: string[];
  onMouseMove?: (e: MapLayerMouseEvent) => void;
  onMouseLeave?: (e: MapLayerMouseEvent) => void;
  onClick?: (e: MapLayerMouseEvent) => void;
  /** With the map itself, which the ref may not hold yet when a fast load fires. */
  onLoad?: (e: { target: MaplibreMap }) => void;
  cursor?: string;
  mapRef?: Ref<MapRef>;
  children?: ReactNode;
}

/** The MapLibre map used by every map screen: bundled worker, the configured basemap or the offline style. */
export function BaseMap({ initialView, styleUrl, mapRef, children, ...handlers }: BaseMapProps) {
  const theme = useTheme();
  const configured = useMapStyleUrl();
  const url = styleUrl === undefined ? configured.styleUrl : styleUrl;
  const style = useMemo(() => resolveMapStyle(url, theme.palette.mode === 'dark' ? '#1e2530' : '#eef1f4'), [url, theme.palette.mode]);
  // Wait for the config so the map is not built twice (a style switch would drop and re-add every layer).
  if (styleUrl === undefined && !configured.ready)
    return (
      <Box sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={24} />
      </Box>
    );
  return (
    <MapGL
      ref={mapRef}
      mapLib={loadMaplibre()}
      initialViewState={initialView}
      mapStyle={style}
      style={{ width: '100%', height: '100%' }}
      {...handlers}
    >
      {children}
    </MapGL>
  );
}
