import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// MapLibre 6 loads its worker from a URL: hand it the bundled one so nothing comes from a CDN.
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
