import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import { Box } from '@mui/material';
import type { Device } from '@roadlens/contract';
import { BaseMap } from '../../../components/map/base-map.tsx';
import { deviceStatus, DEVICE_STATUS_COLORS } from '../../../components/map/device-status.ts';
import { useCompanyMapSettings } from '../../../components/map/use-company-map-settings.ts';
import { boundsOf, type DraftZone, type LngLat } from '../zones.ts';
import { draftLayers, sensorFeatures, zoneFeatures, zoneLabelAt, type MapMode } from './zones-map-data.ts';

export type { MapMode };
import { ZoneLabel } from './zone-label.tsx';
import type {} from '../test-hook.ts';

const SENSORS = 'grid-sensors';
/** How near (in pixels) a click must be to the first corner to close the outline. */
const CLOSE_PX = 12;

/**
 * The zones of a grid on the map with the company's sensors coloured by status. Drawing: each click
 * adds a corner; a click on the first corner closes the outline. Picking: a click on a sensor adds
 * it to the group or takes it out.
 */
export function ZonesMap({
  zones,
  colors,
  sensors,
  mode = { kind: 'view' },
  onCorner,
  onCloseOutline,
  onToggleSensor,
}: {
  zones: DraftZone[];
  colors: string[];
  sensors: Device[];
  mode?: MapMode;
  onCorner?: (p: LngLat) => void;
  onCloseOutline?: () => void;
  onToggleSensor?: (id: number) => void;
}) {
  const { center } = useCompanyMapSettings();
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const placed = useMemo(() => sensors.filter((d) => d.lat !== null && d.lng !== null), [sensors]);
  const zoneData = useMemo(() => zoneFeatures(zones, colors), [zones, colors]);
  // Statuses are worked out when the sensors (re)load, which the sensor list does every minute.
  const sensorData = useMemo(
    () => sensorFeatures(placed, zones, colors, mode, (d) => DEVICE_STATUS_COLORS[deviceStatus(d.last_seen)]),
    [placed, zones, colors, mode],
  );
  const ring = useMemo(() => (mode.kind === 'draw' ? mode.ring : []), [mode]);
  const draft = useMemo(() => draftLayers(ring), [ring]);
  const labels = zones.map((z, i) => ({ z, at: zoneLabelAt(z, placed), color: colors[i] }));

  // Double clicks add corners while drawing, so they must not zoom the map.
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    if (mode.kind === 'draw') map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
  }, [mode.kind, loaded]);

  // Fit the zones (or, with none yet, the sensors) once the map is there, and again when the
  // sensors arrive after it; later edits must not move the map under the user's pointer.
  const fittedWith = useRef(-1);
  useEffect(() => {
    if (!loaded || fittedWith.current === placed.length || (fittedWith.current > 0 && placed.length > 0)) return;
    const pts = [...zones.flatMap((z) => z.ring), ...labels.flatMap((l) => (l.at ? [l.at] : []))];
    const b = boundsOf(pts.length ? pts : placed.map((d) => [d.lng!, d.lat!] as LngLat));
    if (!b) return;
    fittedWith.current = placed.length;
    mapRef.current?.fitBounds(b, { padding: 40, duration: 0, maxZoom: 16 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, placed.length]);

  return (
    <Box sx={{ width: '100%', height: '100%' }} data-testid="zones-map" data-mode={mode.kind}>
      <BaseMap
        mapRef={mapRef}
        initialView={
          center ? { longitude: center.lng, latitude: center.lat, zoom: center.zoom } : { longitude: 0, latitude: 20, zoom: 1.5 }
        }
        interactiveLayerIds={mode.kind === 'pick' ? [SENSORS] : []}
        cursor={mode.kind === 'draw' ? 'crosshair' : mode.kind === 'pick' ? 'pointer' : undefined}
        // The map from the event: the ref may not hold it yet when a fast load fires (it is set in a later render).
        onLoad={({ target: map }) => {
          window.__roadlensGridMap = map;
          setLoaded(true);
        }}
        onClick={(e) => {
          if (mode.kind === 'pick') {
            const id = e.features?.[0]?.properties?.id;
            if (id != null) onToggleSensor?.(Number(id));
          } else if (mode.kind === 'draw') {
            const first = ring[0];
            const map = mapRef.current;
            if (first && ring.length >= 3 && map) {
              const p = map.project(first);
              if (Math.hypot(p.x - e.point.x, p.y - e.point.y) <= CLOSE_PX) return onCloseOutline?.();
            }
            onCorner?.([Number(e.lngLat.lng.toFixed(6)), Number(e.lngLat.lat.toFixed(6))]);
          }
        }}
      >
        <Source id="grid-zones" type="geojson" data={zoneData}>
          <Layer id="grid-zones-fill" type="fill" paint={{ 'fill-color': ['get', 'color'], 'fill-opacity': 0.15 }} />
          <Layer id="grid-zones-line" type="line" paint={{ 'line-color': ['get', 'color'], 'line-width': 2 }} />
        </Source>
        <Source id="grid-sensors" type="geojson" data={sensorData}>
          <Layer
            id={SENSORS}
            type="circle"
            paint={{
              'circle-radius': ['get', 'radius'],
              'circle-color': ['get', 'fill'],
              'circle-stroke-color': ['get', 'stroke'],
              'circle-stroke-width': ['get', 'strokeWidth'],
            }}
          />
        </Source>
        <Source id="grid-draft" type="geojson" data={draft}>
          <Layer
            id="grid-draft-line"
            type="line"
            filter={['==', ['geometry-type'], 'LineString']}
            paint={{ 'line-color': '#212121', 'line-width': 2, 'line-dasharray': [2, 1] }}
          />
          <Layer
            id="grid-draft-corners"
            type="circle"
            filter={['==', ['geometry-type'], 'Point']}
            paint={{
              'circle-radius': ['case', ['get', 'first'], 8, 5],
              'circle-color': '#ffffff',
              'circle-stroke-color': '#212121',
              'circle-stroke-width': 2,
            }}
          />
        </Source>
        {labels.map(({ z, at, color }) =>
          at ? (
            <Marker key={z.key} longitude={at[0]} latitude={at[1]} anchor="bottom" offset={[0, -8]}>
              <ZoneLabel name={z.name} color={color} />
            </Marker>
          ) : null,
        )}
      </BaseMap>
    </Box>
  );
}
