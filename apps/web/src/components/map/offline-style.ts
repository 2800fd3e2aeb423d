import type { StyleSpecification } from 'maplibre-gl';

/** With no basemap configured the map is a plain background with the network drawn on top (offline). */
export function offlineStyle(background: string): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': background } }],
  };
}
