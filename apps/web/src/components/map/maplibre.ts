type Maplibre = typeof import('maplibre-gl');

let loading: Promise<Maplibre> | undefined;

/**
 * MapLibre (a megabyte of code) with its bundled worker, loaded on first use and shared. A map page's
 * own code does not wait for it: the page renders its panels while MapLibre downloads, and the map is
 * built the moment it arrives. A failed load is forgotten, so the next map tries again.
 */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= import('./maplibre-lib.ts').then(
    ({ maplibregl }) => maplibregl,
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}
