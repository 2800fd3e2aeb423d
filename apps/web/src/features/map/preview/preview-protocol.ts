import type { Camera, Layers } from '../canvas/draw.ts';

/** What the page tells the preview's worker: where to draw, and which calls to make. */
export interface PreviewStart {
  canvas: OffscreenCanvas;
  /** The map's size in CSS px, and the screen's pixel ratio. */
  width: number;
  height: number;
  ratio: number;
  layers: Omit<Layers, 'side'>;
  /** Addresses of the profile, the drawn links and the drawn sensors, as the app asks for them. */
  calls: { me: string; links: string; devices: string };
  /** The page's origin, which the calls' paths are relative to. */
  origin: string;
  headers: Record<string, string>;
}

/** Times are epoch ms (the worker's clock origin differs from the page's). */
export type PreviewMessage =
  | { kind: 'answer'; url: string; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer; at: number }
  | { kind: 'failed'; url: string }
  | {
      kind: 'drawn';
      /**
       * When the worker began, when its last answer was in, when its drawing calls were made (the canvas is
       * rasterised after them, as the frame is made) and when that frame was on screen.
       */
      began: number;
      dataAt: number;
      calledAt: number;
      at: number;
      camera: Camera;
    }
  | { kind: 'skipped' };

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
}

declare global {
  interface Window {
    __roadlensMapPreview?: PreviewState;
  }
}
