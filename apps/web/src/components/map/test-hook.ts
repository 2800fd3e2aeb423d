import type { Map as MaplibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    /** The live map, exposed so browser tests and the render benchmark can drive its camera. */
    __roadlensMap?: MaplibreMap;
    /** What the live map's link and sensor layer has drawn, for browser tests and benchmarks. */
    __roadlensMapLayer?: {
      /**
       * Ids drawn in the last frame (those in view), how many frames have been drawn, the last one's ms, and whether
       * the drawing shown is the early preview's, adopted instead of drawn again.
       */
      drawn: () => { links: number[]; sensors: number[]; frames: number; ms: number; adopted: boolean };
      /** A link's speed (company unit, null without one), colour, and a point on it in map-container px. */
      link: (id: number) => { speed: number | null; color: string; at: [number, number] } | null;
      sensor: (id: number) => { color: string } | null;
      /** The link offset's [zoom, px] stops (positive: right of the link's direction). */
      offset: () => readonly (readonly [number, number])[];
    };
    /** The sensor picker of the link form, exposed so browser tests can click a sensor where it is drawn. */
    __roadlensPickerMap?: MaplibreMap;
  }
}

export {};
