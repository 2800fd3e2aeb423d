import type { Camera, Layers } from '../canvas/draw.ts';
import type { Seed } from '../canvas/pan-cache.ts';
import type { Scene } from '../canvas/scene.ts';
import type { DrivingSide } from '../canvas/style.ts';

/**
 * What the page tells the preview's two workers (one script, started twice). The data worker is sent the map's
 * answers as they come in and builds the scene; the drawing worker holds the canvas and draws the scene it is sent over `port`. Apart,
 * the drawing worker's wait for the page's main thread (its canvas's first frame) never holds the answers.
 */
export type PreviewStart =
  | {
      role: 'data';
      /** The map's size in CSS px. */
      width: number;
      height: number;
      /** Addresses of the profile, the drawn links and the drawn sensors, as the app asks for them. */
      calls: { me: string; links: string; devices: string };
      /** To the drawing worker. */
      port: MessagePort;
    }
  /** One call's answer, read whole by the page (no body: the call failed), and when it was in (epoch ms). */
  | { role: 'answer'; url: string; ok: boolean; body: ArrayBuffer | null; at: number }
  | {
      role: 'draw';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      /** The screen's pixel ratio. */
      ratio: number;
      layers: Omit<Layers, 'side'>;
      /** From the data worker. */
      port: MessagePort;
    };

/** From the data worker to the drawing worker: what to draw, or nothing (no preview). */
export type PreviewScene = {
  scene: Scene;
  camera: Camera;
  side: DrivingSide;
  began: number;
  dataAt: number;
} | null;

/** Times are epoch ms (the worker's clock origin differs from the page's). */
export type PreviewMessage =
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
  /** A copy of the drawing on screen and what it was made for, for the live map to show instead of drawing it again. */
  | { kind: 'seed'; seed: Seed }
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
