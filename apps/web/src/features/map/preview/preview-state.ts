import type { Camera } from '../canvas/draw.ts';

/** Addresses of the profile, the drawn links and the drawn sensors, as the app asks for them. */
export interface PreviewCalls {
  me: string;
  links: string;
  devices: string;
}

/** Where the live map will be on the page, in CSS px from the viewport's corner. */
export interface MapBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What browser tests and benchmarks read of the preview. */
export interface PreviewState {
  /** ms from navigation start when its drawing was on screen; null before. */
  drawnAt: number | null;
  camera: Camera | null;
  box: MapBox;
  /** Whether its canvas is still on the page. */
  showing: boolean;
  /** Whether the live map's first scene took the links it read and projected, rather than doing that again. */
  linesTaken: boolean;
}

declare global {
  interface Window {
    __roadlensMapPreview?: PreviewState;
  }
}
