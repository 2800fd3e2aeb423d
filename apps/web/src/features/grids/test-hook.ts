import type { Map as MaplibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    /** The grid's zone map (view and editor), exposed so browser tests can find where to click. */
    __roadlensGridMap?: MaplibreMap;
    /** The O/D flow map, exposed so browser tests can read what it draws. */
    __roadlensFlowMap?: MaplibreMap;
  }
}

export {};
