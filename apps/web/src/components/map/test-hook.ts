import type { Map as MaplibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    /** The live map, exposed so browser tests and the render benchmark can count rendered features. */
    __roadlensMap?: MaplibreMap;
  }
}

export {};
