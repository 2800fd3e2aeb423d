import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { cameraOf } from './camera.ts';
import { screenLine, type Drawn, type Layers } from './draw.ts';
import { PanCache, type Seed } from './pan-cache.ts';
import type { Scene } from './scene.ts';
import { interpolate, linkOffset } from './style.ts';
import type {} from '../../../components/map/test-hook.ts';

/**
 * The live map's links and sensors, drawn on a 2D canvas laid over the basemap and redrawn in the same
 * frame as the map, instead of as map layers. A map layer cuts 5,000 lines into tiles in a worker and
 * builds triangles for them before the first frame, and on software WebGL (no GPU, as on most servers
 * and many office PCs) it pans at a third of the frame rate; one stroked path per colour draws the same
 * network in a few milliseconds. The canvas sits under the map's popups and takes no pointer events;
 * hit testing is `pickAt` on the same scene.
 */
export function CanvasLayer({ scene, layers, seeds }: { scene: Scene; layers: Layers; seeds?: () => Seed | null }) {
  const { current } = useMap();
  const state = useRef({ scene, layers, drawn: { links: [], sensors: [] } as Drawn, frames: 0, ms: 0, adopted: false });
  const seedsRef = useRef(seeds);
  const redraw = useRef<() => void>(() => {});

  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'roadlens-map-layer';
    Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
    map.getCanvas().after(canvas);
    const ctx = canvas.getContext('2d')!;
    // A drawing of the first view already made (the early preview's) is shown rather than drawn again.
    const cache = new PanCache(() => seedsRef.current?.() ?? null);
    let settle: ReturnType<typeof setTimeout> | undefined;
    const draw = (settled = false) => {
      clearTimeout(settle);
      const cam = cameraOf(map);
      const ratio = window.devicePixelRatio || 1;
      const w = Math.round(cam.width * ratio);
      const h = Math.round(cam.height * ratio);
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
        canvas.style.width = `${cam.width}px`;
        canvas.style.height = `${cam.height}px`;
      }
      const s = state.current;
      const t0 = performance.now();
      const { drawn, stretched } = cache.show(ctx, s.scene, s.layers, cam, ratio, settled);
      if (drawn) s.drawn = drawn;
      s.adopted = cache.adopted;
      // A zoom shows the last drawing stretched; once the camera has been still a moment it is drawn sharp.
      if (stretched) settle = setTimeout(() => draw(true), SETTLE_MS);
      s.ms = performance.now() - t0;
      s.frames++;
    };
    redraw.current = draw;
    // 'render' comes once per map frame, after the basemap is drawn: both canvases show the same camera.
    const onFrame = () => draw();
    map.on('render', onFrame);
    map.on('resize', onFrame);
    draw();
    window.__roadlensMapLayer = testHook(map, state);
    return () => {
      clearTimeout(settle);
      map.off('render', onFrame);
      map.off('resize', onFrame);
      canvas.remove();
      redraw.current = () => {};
      delete window.__roadlensMapLayer;
    };
  }, [current]);

  useEffect(() => {
    state.current.scene = scene;
    state.current.layers = layers;
    redraw.current();
  }, [scene, layers]);

  return null;
}

/** How long the camera stays still before a stretched drawing is replaced by a sharp one. */
const SETTLE_MS = 120;

type LayerState = { current: { scene: Scene; layers: Layers; drawn: Drawn; frames: number; ms: number; adopted: boolean } };

/** What browser tests and benchmarks read: the drawn features, and each one's values and place on screen. */
function testHook(map: import('maplibre-gl').Map, state: LayerState): NonNullable<Window['__roadlensMapLayer']> {
  return {
    drawn: () => {
      const { scene, drawn, frames, ms, adopted } = state.current;
      return {
        links: drawn.links.map((i) => scene.linkIds[i]),
        sensors: drawn.sensors.map((i) => scene.sensorIds[i]),
        frames,
        ms,
        adopted,
      };
    },
    link: (id) => {
      const { scene, layers } = state.current;
      const i = scene.linkIds.indexOf(id);
      if (i < 0) return null;
      const cam = cameraOf(map);
      const { pts, n } = screenLine(scene, i, cam, interpolate(linkOffset(layers.side), cam.zoom));
      const m = Math.floor((n - 1) / 2);
      const at: [number, number] = [(pts[m * 2] + pts[m * 2 + 2]) / 2, (pts[m * 2 + 1] + pts[m * 2 + 3]) / 2];
      return { speed: scene.linkSpeeds[i], color: scene.linkColors[i], at };
    },
    sensor: (id) => {
      const { scene } = state.current;
      const i = scene.sensorIds.indexOf(id);
      return i < 0 ? null : { color: scene.sensorColors[i] };
    },
    offset: () => linkOffset(state.current.layers.side),
  };
}
