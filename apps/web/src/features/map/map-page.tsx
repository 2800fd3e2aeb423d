import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  GlobalStyles,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { Popup, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import type {} from '../../components/map/test-hook.ts';
import { useSearchParams } from '../../lib/search-params.ts';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '../../components/map/base-map.tsx';
import { useLiveLinks } from '../../lib/api/live-links.ts';
import { useMapDevices, useMapLinks } from './api/map-data.ts';
import { useLinkValuesAt } from './api/link-values-at.ts';
import { drawnAt } from './api/drawn-links.ts';
import { ReplaySlider } from './components/replay-slider.tsx';
import { useFormat } from '../../lib/format/index.ts';
import { LinkPopup } from './components/link-popup.tsx';
import { MapLegend } from './components/map-legend.tsx';
import { MapSearch, type SearchTarget } from './components/map-search.tsx';
import { boundsOf, FIT_PADDING, MAP_PAGE_HEIGHT, WORLD_VIEW } from './map-features.ts';
import { endMapPreview, notePreviewLinesTaken, placeMapPreview, previewDrawing, previewLinks } from './preview/preview-handle.ts';
import { useCompanyMapSettings } from '../../components/map/use-company-map-settings.ts';
import { CanvasLayer } from './canvas/canvas-layer.tsx';
import { sceneBuilder } from './canvas/scene.ts';
import { cameraOf } from './canvas/camera.ts';
import { pickAt } from './canvas/pick.ts';

/** The operator's live map (dashboard/main/map): links coloured by speed, sensors by status, live. */
export function MapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const showLinks = params.get('links') !== '0';
  const showSensors = params.get('sensors') !== '0';
  const { bands, unit, center, drivingSide } = useCompanyMapSettings();
  const liveLinks = useMapLinks();
  const devices = useMapDevices();
  useLiveLinks();
  const { timeZone, dateTime, speedLabel } = useFormat();
  // Replay: ?at=<epoch seconds> shows the links as they were in that 5-minute interval.
  const at = Number(params.get('at')) || null;
  const replay = useLinkValuesAt(at);
  const replayed = useMemo(
    () => (at !== null && replay.data && liveLinks.data ? drawnAt(liveLinks.data, replay.data) : null),
    [at, replay.data, liveLinks.data],
  );
  const links = { ...liveLinks, data: replayed ?? liveLinks.data };
  const mapRef = useRef<MapRef>(null);
  // Below the sm breakpoint the legend is behind a button, so it does not cover the map.
  const [legendOpen, setLegendOpen] = useState(false);
  const [hover, setHover] = useState<{ kind: 'link' | 'sensor'; id: number; lng: number; lat: number; pinned: boolean } | null>(null);

  // Each scene hands its projected lines to the next: a live update recolours without projecting the network again.
  // The first takes the preview's, projected before the app started, when its links are the ones the preview read.
  const [build] = useState(() => sceneBuilder(previewLinks()?.geometry));
  const scene = useMemo(() => build(links.data ?? [], devices.data ?? [], bands, unit), [build, links.data, devices.data, bands, unit]);
  // The preview lasts until this map has drawn, so its links are still there when the first scene is built.
  useEffect(() => {
    if (scene.geometry === previewLinks()?.geometry) notePreviewLinesTaken();
  }, [scene]);
  const layers = useMemo(() => ({ links: showLinks, sensors: showSensors, side: drivingSide }), [showLinks, showSensors, drivingSide]);
  const [pointing, setPointing] = useState(false);
  const fitted = useRef(false);
  const [loaded, setLoaded] = useState(false);

  // Where the map opens, fixed once known: the stored centre, else the sensors framed (before the map's first frame,
  // so it never draws the world view first and then jumps), else the world view. The map is made only then; on a
  // first visit the sensors are in by the time the page renders (the first script asked for them).
  const known = Boolean(center || devices.data || devices.isError);
  const openAt = useMemo(() => {
    if (center) return { longitude: center.lng, latitude: center.lat, zoom: center.zoom };
    const b = devices.data ? boundsOf(devices.data) : null;
    return b ? { bounds: b, fitBoundsOptions: { padding: FIT_PADDING } } : WORLD_VIEW;
    // Only the first known view counts: the map reads it once, when it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);
  const openedFramed = 'bounds' in openAt;

  // Without a stored map centre, frame the network once it is known (when the map opened before the sensors were in).
  useEffect(() => {
    if (center || fitted.current || !devices.data || !loaded || !mapRef.current) return;
    const b = boundsOf(devices.data);
    if (b && !openedFramed) mapRef.current.fitBounds(b, { padding: FIT_PADDING, duration: 0 });
    fitted.current = true;
  }, [center, devices.data, loaded, openedFramed]);

  // The preview drawn before the app started (features/map/preview) gives way once this map shows the same
  // view: loaded, framed, with its links. Its layer draws in the map's next frame; the preview goes the frame after.
  const hasLinks = Boolean(links.data);
  useEffect(() => {
    if (!loaded || !hasLinks || !(center || fitted.current)) return;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(endMapPreview)));
    return () => cancelAnimationFrame(frame);
  }, [loaded, hasLinks, center, devices.data]);
  const panels = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = panels.current;
    if (el?.parentElement) placeMapPreview(el.parentElement, el);
  }, []);

  const setAt = (v: number | null) =>
    setParams(
      (p) => {
        if (v === null) p.delete('at');
        else p.set('at', String(v));
        return p;
      },
      { replace: true },
    );

  const toggle = (key: 'links' | 'sensors', on: boolean) =>
    setParams(
      (p) => {
        if (on) p.delete(key);
        else p.set(key, '0');
        return p;
      },
      { replace: true },
    );

  const pick = (e: MapLayerMouseEvent, pinned: boolean) => {
    const f = pickAt(scene, cameraOf(e.target), layers, e.point.x, e.point.y);
    if (pointing !== Boolean(f)) setPointing(Boolean(f));
    if (!f) {
      if (pinned || !hover?.pinned) setHover(null);
      return;
    }
    if (hover?.pinned && !pinned) return;
    if (!pinned && hover?.kind === f.kind && hover.id === f.id) return;
    setHover({ ...f, lng: e.lngLat.lng, lat: e.lngLat.lat, pinned });
  };

  const goTo = (target: SearchTarget) => {
    mapRef.current?.flyTo({ center: target.at, zoom: Math.max(mapRef.current.getZoom(), 14) });
    setHover({ kind: target.kind, id: target.id, lng: target.at[0], lat: target.at[1], pinned: true });
  };

  const hoveredLink = hover?.kind === 'link' ? links.data?.find((l) => l.id === hover.id) : undefined;
  const hoveredSensor = hover?.kind === 'sensor' ? devices.data?.find((d) => d.id === hover.id) : undefined;
  const loading = links.isPending || devices.isPending;
  const error = links.isError || devices.isError;

  return (
    <Box
      sx={{ position: 'relative', height: `calc(100vh - ${MAP_PAGE_HEIGHT.below}px)`, minHeight: MAP_PAGE_HEIGHT.min }}
      data-testid="live-map"
    >
      {/* A hover popup's tip ends at the pointer: it must not swallow the click that pins the popup. A popup is
          above the panels laid over the map (search, layers), which span the width of a phone and would cover it. */}
      <GlobalStyles styles={{ '.maplibregl-popup-tip': { pointerEvents: 'none' }, '.maplibregl-popup': { zIndex: 2 } }} />
      {known && (
        <BaseMap
          mapRef={mapRef}
          initialView={openAt}
          cursor={pointing ? 'pointer' : undefined}
          onMouseMove={(e) => pick(e, false)}
          onClick={(e) => pick(e, true)}
          onLoad={(e) => {
            window.__roadlensMap = e.target;
            setLoaded(true);
          }}
        >
          <CanvasLayer scene={scene} layers={layers} seeds={previewDrawing} />
          {hover && (hoveredLink || hoveredSensor) && (
            <Popup
              // The map reads a popup's close button only when it is made: pinning makes a new one.
              key={`${hover.kind}-${hover.id}-${hover.pinned}`}
              longitude={hover.lng}
              latitude={hover.lat}
              closeButton={hover.pinned}
              closeOnClick={false}
              onClose={() => setHover(null)}
              maxWidth="280px"
            >
              {hoveredLink && (
                <LinkPopup id={hoveredLink.id} name={hoveredLink.name} unit={unit} at={at === null ? null : (replay.data ?? null)} />
              )}
              {hoveredSensor && (
                <div data-testid="sensor-popup">
                  <Typography variant="subtitle2">{hoveredSensor.name}</Typography>
                  <Typography variant="caption" component="div">
                    {hoveredSensor.serial}
                  </Typography>
                  <Typography variant="caption" component="div">
                    {t('liveMap.lastSeen')}: {hoveredSensor.last_seen ? dateTime(hoveredSensor.last_seen) : t('liveMap.never')}
                  </Typography>
                </div>
              )}
            </Popup>
          )}
        </BaseMap>
      )}

      <Stack ref={panels} sx={{ position: 'absolute', top: 8, left: 8, gap: 1, width: { xs: 'calc(100% - 16px)', sm: 300 } }}>
        <MapSearch links={links.data ?? []} devices={devices.data ?? []} onPick={goTo} />
        <Paper sx={{ px: 1.5, py: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="caption">{t('liveMap.layers')}</Typography>
            <FormControlLabel
              control={<Switch size="small" name="links" checked={showLinks} onChange={(_, v) => toggle('links', v)} />}
              label={t('liveMap.links')}
            />
            <FormControlLabel
              control={<Switch size="small" name="sensors" checked={showSensors} onChange={(_, v) => toggle('sensors', v)} />}
              label={t('liveMap.sensors')}
            />
            {at === null ? (
              <Chip size="small" color="success" label={t('liveMap.live')} />
            ) : (
              <Chip size="small" color="info" label={t('liveMap.replaying')} data-testid="replay-chip" />
            )}
            <Button
              size="small"
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, ml: 'auto' }}
              aria-expanded={legendOpen}
              onClick={() => setLegendOpen((v) => !v)}
              data-testid="legend-toggle"
            >
              {t('liveMap.legendButton')}
            </Button>
          </Stack>
        </Paper>
        {legendOpen && (
          <Box sx={{ display: { xs: 'block', sm: 'none' }, alignSelf: 'flex-end' }}>
            <MapLegend bands={bands} unitLabel={speedLabel} />
          </Box>
        )}
        {loading && (
          <Paper sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">{t('liveMap.loading')}</Typography>
            </Stack>
          </Paper>
        )}
        {error && (
          <Alert
            severity="error"
            action={<Button onClick={() => (void links.refetch(), void devices.refetch())}>{t('liveMap.retry')}</Button>}
          >
            {t('liveMap.error')}
          </Alert>
        )}
        {replay.isError && <Alert severity="error">{t('liveMap.replayError')}</Alert>}
        {!loading && !error && scene.linkIds.length === 0 && scene.sensorIds.length === 0 && (
          <Alert severity="info">{t('liveMap.empty')}</Alert>
        )}
      </Stack>
      <Box sx={{ position: 'absolute', bottom: { xs: 36, sm: 24 }, left: 8, right: { xs: 8, sm: 200 }, maxWidth: 640 }}>
        <ReplaySlider at={at} onChange={setAt} timeZone={timeZone} />
      </Box>
      <Box sx={{ position: 'absolute', bottom: 24, right: 8, display: { xs: 'none', sm: 'block' } }}>
        <MapLegend bands={bands} unitLabel={speedLabel} />
      </Box>
    </Box>
  );
}
