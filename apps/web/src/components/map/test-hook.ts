import type { Map as MaplibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    /** The live map, exposed so browser tests and the render benchmark can count rendered features. */
    __roadlensMap?: MaplibreMap;
    /** The sensor picker of the link form, exposed so browser tests can click a sensor where it is drawn. */
    __roadlensPickerMap?: MaplibreMap;
  }
}

export {};
