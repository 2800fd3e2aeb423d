import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeatureCollection, LineString, Point, Polygon } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { Grid, OdMatrix } from '@roadlens/contract/grids';
import { BaseMap } from '../../../components/map/base-map.tsx';
import { useCompanyMapSettings } from '../../../components/map/use-company-map-settings.ts';
import { bearing, boundsOf, zoneColor, type LngLat } from '../zones.ts';
import { addArrowImage, ARROW_IMAGE } from './arrow-image.ts';
import { ZoneLabel } from './zone-label.tsx';
import type {} from '../test-hook.ts';

const FLOW_COLOR = '#1e88e5';
const widthOf = (trips: number, max: number) => 2 + 12 * Math.sqrt(trips / max);
/**
 * The arrow sits on its line, which is offset by half its width: feature properties cannot hold an
 * array for `icon-offset`, so the offset steps with the width, one pixel at a time.
 */
const OFFSET_BY_WIDTH = [
  'step',
  ['get', 'width'],
  ['literal', [2, 0]],
  ...Array.from({ length: 14 }, (_, i) => [i + 2, ['literal', [(i + 2) / 2 + 1, 0]]]).flat(),
] as unknown as ExpressionSpecification;

/**
 * Lines between zone centroids, as wide as their trips. Each direction is drawn offset to its own
 * right so A→B and B→A sit side by side, with an arrow half way. Suppressed pairs are not drawn.
 */
export function FlowMap({ od, grid }: { od: OdMatrix; grid?: Grid }) {
  const { t } = useTranslation();
  const { center } = useCompanyMapSettings();
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const centroid = useMemo(() => new Map(od.zones.map((z) => [z.id, z.centroid])), [od]);
  const flows = useMemo(() => od.cells.filter((c) => !c.suppressed && (c.trips ?? 0) > 0), [od]);
  const max = Math.max(1, ...flows.map((c) => c.trips ?? 0));

  const lines = useMemo<FeatureCollection<LineString>>(() => {
    const features = flows.flatMap((c) => {
      const a = centroid.get(c.origin);
      const b = centroid.get(c.destination);
      if (!a || !b) return [];
      return [
        {
          type: 'Feature' as const,
          properties: { trips: c.trips, width: widthOf(c.trips ?? 0, max) },
          geometry: { type: 'LineString' as const, coordinates: [a, b] },
        },
      ];
    });
    return { type: 'FeatureCollection', features };
  }, [flows, centroid, max]);

  const arrows = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: lines.features.map((l) => {
        const [a, b] = l.geometry.coordinates as [LngLat, LngLat];
        return {
          type: 'Feature' as const,
          properties: { bearing: bearing(a, b), width: l.properties!.width as number },
          geometry: { type: 'Point' as const, coordinates: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] },
        };
      }),
    }),
    [lines],
  );

  const outlines = useMemo<FeatureCollection<Polygon>>(
    () => ({
      type: 'FeatureCollection',
      features: (grid?.zones ?? []).flatMap((z, i) =>
        z.polygon ? [{ type: 'Feature' as const, properties: { color: zoneColor(i) }, geometry: z.polygon }] : [],
      ),
    }),
    [grid],
  );

  const placed = od.zones.filter((z) => z.centroid);
  useEffect(() => {
    const b = boundsOf([...placed.map((z) => z.centroid!), ...outlines.features.flatMap((f) => f.geometry.coordinates[0] as LngLat[])]);
    if (loaded && b) mapRef.current?.fitBounds(b, { padding: 60, duration: 0, maxZoom: 15 });
    // Fit once per grid, not on every refresh of the figures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, od.grid.id]);

  return (
    <Box
      sx={{ position: 'relative', height: { xs: 320, md: 420 }, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      data-testid="flow-map"
    >
      <BaseMap
        mapRef={mapRef}
        initialView={
          center ? { longitude: center.lng, latitude: center.lat, zoom: center.zoom } : { longitude: 0, latitude: 20, zoom: 1.5 }
        }
        // The map from the event: the ref may not hold it yet when a fast load fires (it is set in a later render),
        // and without the arrow image the flow lines would have no arrows.
        onLoad={({ target: map }) => {
          addArrowImage(map, FLOW_COLOR);
          window.__roadlensFlowMap = map;
          setLoaded(true);
        }}
      >
        <Source id="flow-outlines" type="geojson" data={outlines}>
          <Layer id="flow-outlines-fill" type="fill" paint={{ 'fill-color': ['get', 'color'], 'fill-opacity': 0.08 }} />
          <Layer
            id="flow-outlines-line"
            type="line"
            paint={{ 'line-color': ['get', 'color'], 'line-width': 1.5, 'line-dasharray': [2, 2] }}
          />
        </Source>
        <Source id="flow-lines" type="geojson" data={lines}>
          <Layer
            id="flow-lines"
            type="line"
            layout={{ 'line-cap': 'round' }}
            paint={{
              'line-color': FLOW_COLOR,
              'line-opacity': 0.75,
              'line-width': ['get', 'width'],
              'line-offset': ['+', ['/', ['get', 'width'], 2], 1],
            }}
          />
        </Source>
        {loaded && (
          <Source id="flow-arrows" type="geojson" data={arrows}>
            <Layer
              id="flow-arrows"
              type="symbol"
              layout={{
                'icon-image': ARROW_IMAGE,
                'icon-rotate': ['get', 'bearing'],
                'icon-rotation-alignment': 'map',
                'icon-allow-overlap': true,
                'icon-offset': OFFSET_BY_WIDTH,
              }}
            />
          </Source>
        )}
        {placed.map((z) => (
          <Marker key={z.id} longitude={z.centroid![0]} latitude={z.centroid![1]} anchor="center">
            <ZoneLabel name={z.name} color={zoneColor(od.zones.indexOf(z))} />
          </Marker>
        ))}
      </BaseMap>
      <Typography
        variant="caption"
        sx={{ position: 'absolute', left: 8, bottom: 8, bgcolor: 'background.paper', px: 1, borderRadius: 1, opacity: 0.9 }}
      >
        {flows.length ? t('gridsArea.flow.legend', { max: max }) : t('gridsArea.flow.none')}
      </Typography>
    </Box>
  );
}
