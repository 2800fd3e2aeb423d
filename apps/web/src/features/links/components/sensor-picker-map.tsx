import { useMemo, useRef } from 'react';
import { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import type { Device } from '@roadlens/contract';
import type { FeatureCollection, LineString, Point } from 'geojson';
import { BaseMap } from '../../../components/map/base-map.tsx';

import type {} from '../../../components/map/test-hook.ts';

const LAYER = 'picker-sensors';
export const PICK_COLORS = { origin: '#2e7d32', destination: '#d32f2f', other: '#607d8b' };

/**
 * Sensors on the map to click: the first click sets the origin, the next the destination (a click
 * on the origin again clears it). The chosen pair is joined by a line.
 */
export function SensorPickerMap({
  devices,
  origin,
  destination,
  onPick,
}: {
  devices: Device[];
  origin: number | null;
  destination: number | null;
  onPick: (id: number) => void;
}) {
  const mapRef = useRef<MapRef>(null);
  const placed = useMemo(() => devices.filter((d) => d.lat !== null && d.lng !== null), [devices]);
  const points = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: placed.map((d) => ({
        type: 'Feature',
        id: d.id,
        geometry: { type: 'Point', coordinates: [d.lng!, d.lat!] },
        properties: { id: d.id, name: d.name, role: d.id === origin ? 'origin' : d.id === destination ? 'destination' : 'other' },
      })),
    }),
    [placed, origin, destination],
  );
  const line = useMemo<FeatureCollection<LineString>>(() => {
    const a = placed.find((d) => d.id === origin);
    const b = placed.find((d) => d.id === destination);
    return {
      type: 'FeatureCollection',
      features:
        a && b
          ? [
              {
                type: 'Feature',
                properties: {},
                geometry: {
                  type: 'LineString',
                  coordinates: [
                    [a.lng!, a.lat!],
                    [b.lng!, b.lat!],
                  ],
                },
              },
            ]
          : [],
    };
  }, [placed, origin, destination]);

  return (
    <BaseMap
      mapRef={mapRef}
      initialView={{ longitude: 0, latitude: 20, zoom: 1.5 }}
      interactiveLayerIds={[LAYER]}
      cursor="pointer"
      // The map from the event: the ref may not hold it yet when a fast load fires (it is set in a later render).
      onLoad={({ target: map }) => {
        window.__roadlensPickerMap = map;
        if (placed.length) {
          const lngs = placed.map((d) => d.lng!);
          const lats = placed.map((d) => d.lat!);
          map.fitBounds(
            [
              [Math.min(...lngs), Math.min(...lats)],
              [Math.max(...lngs), Math.max(...lats)],
            ],
            { padding: 30, duration: 0, maxZoom: 15 },
          );
        }
      }}
      onClick={(e) => {
        const f = e.features?.[0];
        if (f) onPick(Number(f.properties?.id));
      }}
    >
      <Source id="picker-line" type="geojson" data={line}>
        <Layer id="picker-line" type="line" paint={{ 'line-color': '#1976d2', 'line-width': 4, 'line-dasharray': [2, 1] }} />
      </Source>
      <Source id="picker-sensors" type="geojson" data={points}>
        <Layer
          id={LAYER}
          type="circle"
          paint={{
            'circle-radius': ['match', ['get', 'role'], 'other', 7, 10],
            'circle-color': [
              'match',
              ['get', 'role'],
              'origin',
              PICK_COLORS.origin,
              'destination',
              PICK_COLORS.destination,
              PICK_COLORS.other,
            ],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }}
        />
      </Source>
    </BaseMap>
  );
}
