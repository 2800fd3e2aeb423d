import type { Seed } from '../canvas/pan-cache.ts';
import type { Geometry } from '../canvas/scene.ts';

/** The links' answer as the app will read it (its copy of the bytes), with what the preview read and projected of it. */
export interface HandedLinks {
  answer: Response;
  /** Every link's line, in the answer's order. */
  lines: Float64Array[];
  /** The drawable ones projected, as the live map's scene holds them. */
  geometry: Geometry;
}

/**
 * The preview on the page. Two bundles share it: the script that starts it (inlined into the page's HTML, so it
 * runs before any of the app's files has arrived; `map-preview.ts`) and the app, which takes its answers, places
 * it in the map page and ends it. They have no module in common at run time, so the one object lives on `window`.
 */
export interface PreviewHandle {
  canvas: HTMLCanvasElement;
  /** The map's calls by address, for the app to take as its own early calls. */
  answers: Map<string, Promise<Response>>;
  /** A copy of the drawing on screen, for the live map to show; kept while the preview lasts. */
  drawing: Seed | null;
  /** The links read and projected, once they are; the live map takes them rather than doing it again. */
  links: HandedLinks | null;
  ended: boolean;
  /** Settles once the preview's drawing is on screen or it has ended without one. */
  over: Promise<void>;
  /** Settles `over`. */
  finish: () => void;
}

declare global {
  interface Window {
    __roadlensPreviewHandle?: PreviewHandle;
  }
}

const live = (): PreviewHandle | null => {
  const h = window.__roadlensPreviewHandle;
  return h && !h.ended ? h : null;
};

/** Settles once the preview has drawn or ended; null where no preview was started. */
export const previewOver = (): Promise<void> | null => window.__roadlensPreviewHandle?.over ?? null;

/** The preview's calls by address, for the app's early calls; null where no preview was started. */
export const previewAnswers = (): ReadonlyMap<string, Promise<Response>> | null => window.__roadlensPreviewHandle?.answers ?? null;

/**
 * Moves the preview into the map page once it exists, just before `before` (the panels laid over the map), so
 * the page's panels cover it as they cover the live map. The page lies where the preview was placed, so
 * nothing moves on screen.
 */
export function placeMapPreview(parent: HTMLElement, before: Element | null): void {
  const h = live();
  if (!h) return;
  parent.insertBefore(h.canvas, before);
  Object.assign(h.canvas.style, { position: 'absolute', left: '0', top: '0', zIndex: '' });
}

/**
 * The preview's drawing and what it was drawn for, while the preview lasts: the live map copies it for its first
 * view when that view and its scene are the ones drawn (canvas/pan-cache.ts), instead of drawing the same pixels
 * again.
 */
export const previewDrawing = (): Seed | null => live()?.drawing ?? null;

/**
 * The links the preview read and projected, while it lasts: the live map's first scene takes them when its answer is
 * the one they were read from (features/map/api/map-data.ts).
 */
export const previewLinks = (): HandedLinks | null => live()?.links ?? null;

/** Records, for browser tests and benchmarks, that the live map's scene took the preview's projected links. */
export function notePreviewLinesTaken(): void {
  if (window.__roadlensMapPreview) window.__roadlensMapPreview.linesTaken = true;
}

/** Keeps the copy of the preview's drawing; one that comes after the preview has ended is closed at once. */
export function keepPreviewDrawing(seed: Seed): void {
  const h = live();
  if (!h) return seed.image.close();
  h.drawing?.image.close();
  h.drawing = seed;
}

/** Removes the preview (the live map has drawn, or the page is no longer the map); its calls go on, for the app. */
export function endMapPreview(): void {
  const h = live();
  if (!h) return;
  h.ended = true;
  h.finish();
  h.drawing?.image.close();
  h.drawing = null;
  h.links = null;
  h.canvas.remove();
  if (window.__roadlensMapPreview) window.__roadlensMapPreview.showing = false;
}
