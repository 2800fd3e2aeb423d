// The WebGL reference: MapLibre GL with two inline GeoJSON sources, a line layer coloured by a step on
// speed and a circle layer, on a plain background. With ?empty=1 it is MapLibre's floor on this machine:
// no data, a background-only style, ready at 'load'.
import { Map, setWorkerUrl } from 'maplibre-gl';
import { BOUNDS, BG, SPEED_STOPS, loadData } from './common.js';

setWorkerUrl(new URL('./maplibre-gl-worker.mjs', location.href).href);

let map;
const empty = new URLSearchParams(location.search).has('empty');
const floor = async () => {
  map = new Map({
    container: 'map',
    attributionControl: false,
    bounds: [
      [BOUNDS.west, BOUNDS.south],
      [BOUNDS.east, BOUNDS.north],
    ],
    style: { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': BG } }] },
  });
  await new Promise((r) => map.once('load', r));
  const renderedAt = performance.now();
  await new Promise((r) => requestAnimationFrame(r));
  return { dataReadyAt: 0, renderedAt, paintedAt: performance.now() };
};
const ready = empty
  ? floor()
  : (async () => {
      const data = await loadData();
      const dataReadyAt = performance.now();
      const step = ['step', ['get', 'speed'], SPEED_STOPS[0][1]];
      for (let i = 0; i < SPEED_STOPS.length - 1; i++) step.push(SPEED_STOPS[i][0], SPEED_STOPS[i + 1][1]);
      map = new Map({
        container: 'map',
        attributionControl: false,
        bounds: [
          [BOUNDS.west, BOUNDS.south],
          [BOUNDS.east, BOUNDS.north],
        ],
        style: {
          version: 8,
          sources: { links: { type: 'geojson', data: data.links }, markers: { type: 'geojson', data: data.markers } },
          layers: [
            { id: 'bg', type: 'background', paint: { 'background-color': BG } },
            { id: 'links', type: 'line', source: 'links', paint: { 'line-color': step, 'line-width': 2, 'line-opacity': 0.9 } },
            {
              id: 'markers',
              type: 'circle',
              source: 'markers',
              paint: { 'circle-radius': 4, 'circle-color': '#2b8cbe', 'circle-stroke-color': '#1f4e79', 'circle-stroke-width': 1 },
            },
          ],
        },
      });
      await new Promise((r) => map.once('idle', r));
      const renderedAt = performance.now();
      // The frame after the one that drew: the drawing has been presented.
      await new Promise((r) => requestAnimationFrame(r));
      return { dataReadyAt, renderedAt, paintedAt: performance.now() };
    })();

window.__bench = {
  ready,
  panBy(dx, dy) {
    map.panBy([dx, dy], { animate: false });
  },
};
