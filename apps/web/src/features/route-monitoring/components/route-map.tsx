import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import type { MonitoredRoute } from '@roadlens/contract/route-monitoring';
import { BaseMap } from '../../../components/map/base-map.tsx';
import { useCompanyMapSettings } from '../../../components/map/use-company-map-settings.ts';
import { delayColor } from '../delay-color.ts';

const LAYER = 'monitored-routes';
const ESTIMATED_LAYER = 'monitored-routes-estimated';

/**
 * Every route's links drawn in the route's delay colour; links whose value is estimated (no
 * current value of their own) are dashed, and the chosen route is drawn wider.
 */
export function RouteMap({
  routes,
  selected,
  onSelect,
}: {
  routes: MonitoredRoute[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { center } = useCompanyMapSettings();
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: routes.flatMap((r) => {
        const estimated = new Set((r.current?.estimated_links ?? []).map((l) => l.id));
        return r.segments
          .filter((s) => s.geometry && s.geometry.length > 1)
          .map((s) => ({
            type: 'Feature' as const,
            properties: { route: r.id, color: delayColor(r.current), estimated: estimated.has(s.link_id), selected: r.id === selected },
            geometry: { type: 'LineString' as const, coordinates: s.geometry! },
          }));
      }),
    }),
    [routes, selected],
  );

  // Fit the routes once the map and the data are there.
  const fitted = useRef(false);
  useEffect(() => {
    if (!loaded || fitted.current || data.features.length === 0) return;
    const pts = data.features.flatMap((f) => f.geometry.coordinates);
    const lng = pts.map((p) => p[0]);
    const lat = pts.map((p) => p[1]);
    mapRef.current?.fitBounds(
      [
        [Math.min(...lng), Math.min(...lat)],
        [Math.max(...lng), Math.max(...lat)],
      ],
      { padding: 40, duration: 0 },
    );
    fitted.current = true;
  }, [loaded, data]);

  const width = ['case', ['get', 'selected'], 7, 4];
  return (
    <BaseMap
      mapRef={mapRef}
      initialView={center ? { longitude: center.lng, latitude: center.lat, zoom: center.zoom } : { longitude: 0, latitude: 20, zoom: 1.5 }}
      interactiveLayerIds={[LAYER, ESTIMATED_LAYER]}
      cursor="pointer"
      onClick={(e) => {
        const id = e.features?.[0]?.properties?.route;
        if (id != null) onSelect(Number(id));
      }}
      onLoad={() => setLoaded(true)}
    >
      <Source id="monitored-routes" type="geojson" data={data}>
        <Layer
          id={LAYER}
          type="line"
          filter={['!', ['get', 'estimated']]}
          layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          paint={{ 'line-color': ['get', 'color'], 'line-width': width as never }}
        />
        <Layer
          id={ESTIMATED_LAYER}
          type="line"
          filter={['get', 'estimated']}
          paint={{ 'line-color': ['get', 'color'], 'line-width': width as never, 'line-dasharray': [1.5, 1.5], 'line-opacity': 0.7 }}
        />
      </Source>
    </BaseMap>
  );
}
