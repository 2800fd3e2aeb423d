import { useMemo, type ReactNode, type Ref } from 'react';
import MapGL, { type MapRef, type MapLayerMouseEvent, type ViewState } from 'react-map-gl/maplibre';
import { useTheme } from '@mui/material/styles';
import { maplibregl } from './maplibre.ts';
import { offlineStyle } from './offline-style.ts';

export interface BaseMapProps {
  initialView: Pick<ViewState, 'longitude' | 'latitude' | 'zoom'>;
  /** A basemap style URL; empty = offline background. */
  styleUrl?: string | null;
  interactiveLayerIds?: string[];
  onMouseMove?: (e: MapLayerMouseEvent) => void;
  onMouseLeave?: (e: MapLayerMouseEvent) => void;
  onClick?: (e: MapLayerMouseEvent) => void;
  onLoad?: () => void;
  mapRef?: Ref<MapRef>;
  children?: ReactNode;
}

/** The MapLibre map used by every map screen: bundled worker, offline style unless a style URL is set. */
export function BaseMap({ initialView, styleUrl, mapRef, children, ...handlers }: BaseMapProps) {
  const theme = useTheme();
  const style = useMemo(
    () => (styleUrl ? styleUrl : offlineStyle(theme.palette.mode === 'dark' ? '#1e2530' : '#eef1f4')),
    [styleUrl, theme.palette.mode],
  );
  return (
    <MapGL
      ref={mapRef}
      mapLib={maplibregl}
      initialViewState={initialView}
      mapStyle={style}
      style={{ width: '100%', height: '100%' }}
      {...handlers}
    >
      {children}
    </MapGL>
  );
}
