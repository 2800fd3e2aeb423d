// The common choice: Leaflet with its canvas renderer, a polyline per link and a circle marker per sensor.
import * as L from 'leaflet';
import { BOUNDS, BG, speedColor, loadData } from './common.js';

let map;
const ready = (async () => {
  const data = await loadData();
  const dataReadyAt = performance.now();
  const el = document.getElementById('map');
  el.style.background = BG;
  // zoomSnap 0: the same fractional fit as MapLibre.
  map = L.map(el, { preferCanvas: true, zoomControl: false, attributionControl: false, fadeAnimation: false, zoomSnap: 0 });
  map.fitBounds([
    [BOUNDS.south, BOUNDS.west],
    [BOUNDS.north, BOUNDS.east],
  ]);
  const renderer = L.canvas();
  const links = L.layerGroup();
  for (const f of data.links.features) {
    const latlngs = f.geometry.coordinates.map(([lon, lat]) => [lat, lon]);
    links.addLayer(L.polyline(latlngs, { renderer, color: speedColor(f.properties.speed), weight: 2, opacity: 0.9 }));
  }
  const markers = L.layerGroup();
  for (const f of data.markers.features) {
    const [lon, lat] = f.geometry.coordinates;
    markers.addLayer(
      L.circleMarker([lat, lon], { renderer, radius: 4, color: '#1f4e79', weight: 1, fillColor: '#2b8cbe', fillOpacity: 0.9 }),
    );
  }
  links.addTo(map);
  markers.addTo(map);
  // The canvas redraw was queued first, so it has run by the next frame.
  await new Promise((r) => requestAnimationFrame(r));
  const renderedAt = performance.now();
  // That frame's painting rasterises the canvas (after the callback above); the next frame comes after it.
  await new Promise((r) => requestAnimationFrame(r));
  return { dataReadyAt, renderedAt, paintedAt: performance.now() };
})();

window.__bench = {
  ready,
  // Every step ends in moveend, so the canvas is redrawn each frame, like any settled view change.
  panBy(dx, dy) {
    map.panBy([dx, dy], { animate: false });
  },
};
