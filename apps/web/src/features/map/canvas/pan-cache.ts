import { drawScene, type Camera, type Drawn, type Layers } from './draw.ts';
import type { Scene } from './scene.ts';
import { sceneSignature } from './scene-signature.ts';

/** How far past each edge of the view a pan may go before the layer is drawn again (CSS px). */
export const PAN_MARGIN = 512;
/** How far a zoom may stretch the last drawing before it is drawn again (either way). */
const MAX_STRETCH = 2;

type CacheKey = { scene: Scene; layers: Layers; cam: Camera; ratio: number; margin: number };

/**
 * A drawing of the view made elsewhere (the early preview's, before the app started) and what it was made for. Rasterising
 * 5,000 lines is the live map's dearest first-frame step on the page's main thread; when the live map's first
 * view and scene are the ones drawn, the cache shows these pixels instead of drawing them again.
 */
export interface Seed {
  image: ImageBitmap;
  cam: Camera;
  ratio: number;
  layers: Layers;
  /** `sceneSignature` of the scene drawn. */
  signature: string;
  drawn: Drawn;
}

/** Draw the cache again with this margin, or show the last drawing scaled by `scale` (1 for a pan). */
export type Plan = { draw: number } | { scale: number };

/**
 * The layer drawn once into a canvas of its own, then copied onto the screen moved (and, during a zoom,
 * stretched) to where the map's camera now puts it: copying a bitmap costs about a millisecond where
 * rasterising 5,000 lines costs tens, so pans and zoom animations run at the basemap's own frame rate.
 * It is drawn again when the scene, the layers, the size or the bearing change, when the view leaves
 * the drawn area, when a zoom stretches it past 2× either way, and once a zoom has settled (a stretched
 * drawing is blurred) — see `planFor`.
 */
export class PanCache {
  private canvas = document.createElement('canvas');
  private ctx = this.canvas.getContext('2d')!;
  private key: CacheKey | null = null;
  /** Whether the drawing shown was adopted rather than drawn here (for tests and benchmarks). */
  adopted = false;

  /**
   * Where to look for a drawing to adopt, until one is adopted: asked on each first-view draw, and never kept
   * (its maker closes it when it is done with it).
   */
  constructor(private seeds: () => Seed | null = () => null) {}

  /**
   * Puts the layer on `out` for `cam`. `settled`: the camera has stopped, so a stretched drawing is
   * replaced by a sharp one. Returns what was drawn when it had to draw, and whether it showed a
   * stretched drawing (which the caller settles later).
   */
  show(out: CanvasRenderingContext2D, scene: Scene, layers: Layers, cam: Camera, ratio: number, settled = false) {
    const plan = planFor(this.key, scene, layers, cam, ratio, settled);
    const drawn: Drawn | null =
      'draw' in plan ? (this.adopt(scene, layers, cam, ratio, plan.draw) ?? this.draw(scene, layers, cam, ratio, plan.draw)) : null;
    const s = 'scale' in plan ? plan.scale : 1;
    const { cam: at, margin } = this.key!;
    out.setTransform(1, 0, 0, 1, 0, 0);
    out.clearRect(0, 0, out.canvas.width, out.canvas.height);
    // A cached pixel p (CSS px from the cache's corner) was at p − margin on the old screen; the new camera puts
    // it at s·(p − margin − e_old) + e_new. Whole device pixels for a pan: a fractional copy would blur every line.
    const x = (cam.e - s * (at.e + margin)) * ratio;
    const y = (cam.f - s * (at.f + margin)) * ratio;
    if (s === 1) out.drawImage(this.canvas, Math.round(x), Math.round(y));
    else out.drawImage(this.canvas, x, y, this.canvas.width * s, this.canvas.height * s);
    return { drawn, stretched: s !== 1 };
  }

  /**
   * Copies the seed's drawing in when it was made for this first view and scene, and says what it holds; else
   * null. A copy (a millisecond or two) rather than the bitmap itself: the seed stays its maker's, to close.
   */
  private adopt(scene: Scene, layers: Layers, cam: Camera, ratio: number, margin: number): Drawn | null {
    if (margin !== 0) return null;
    const seed = this.seeds();
    // A closed bitmap has no size.
    if (!seed || seed.image.width === 0 || !seedFits(seed, layers, cam, ratio) || seed.signature !== sceneSignature(scene)) return null;
    this.seeds = () => null;
    const { image } = seed;
    if (this.canvas.width !== image.width || this.canvas.height !== image.height) {
      this.canvas.width = image.width;
      this.canvas.height = image.height;
    }
    this.ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.ctx.clearRect(0, 0, image.width, image.height);
    this.ctx.drawImage(image, 0, 0);
    this.adopted = true;
    this.key = { scene, layers, cam, ratio, margin: 0 };
    return seed.drawn;
  }

  private draw(scene: Scene, layers: Layers, cam: Camera, ratio: number, margin: number): Drawn {
    this.adopted = false;
    const w = Math.round((cam.width + 2 * margin) * ratio);
    const h = Math.round((cam.height + 2 * margin) * ratio);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    this.ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.ctx.clearRect(0, 0, cam.width + 2 * margin, cam.height + 2 * margin);
    const padded = { ...cam, e: cam.e + margin, f: cam.f + margin, width: cam.width + 2 * margin, height: cam.height + 2 * margin };
    this.key = { scene, layers, cam, ratio, margin };
    return drawScene(this.ctx, scene, padded, layers);
  }
}

/**
 * Whether the last drawing can be shown for `cam` (moved, and stretched by a zoom), or must be drawn
 * again: for the view alone when what is drawn or how it is oriented changed (a zoom's frames stay
 * cheap), with a margin on every side when the view left the drawn area (drawn once for the pans to come).
 */
export function planFor(k: CacheKey | null, scene: Scene, layers: Layers, cam: Camera, ratio: number, settled = false): Plan {
  if (k === null || k.scene !== scene || k.layers !== layers || k.ratio !== ratio) return { draw: 0 };
  if (k.cam.width !== cam.width || k.cam.height !== cam.height) return { draw: 0 };
  const s = Math.hypot(cam.a, cam.b) / Math.hypot(k.cam.a, k.cam.b);
  const sameTurn = close(k.cam.a * s, cam.a) && close(k.cam.b * s, cam.b) && close(k.cam.c * s, cam.c) && close(k.cam.d * s, cam.d);
  if (!sameTurn) return { draw: 0 };
  const scale = close(s, 1) ? 1 : s;
  if (scale !== 1 && (settled || scale > MAX_STRETCH || scale < 1 / MAX_STRETCH)) return { draw: 0 };
  // The view's corners in the cached drawing's pixels must lie inside it.
  const left = -cam.e / scale + k.cam.e + k.margin;
  const top = -cam.f / scale + k.cam.f + k.margin;
  const covered =
    left >= -0.5 &&
    top >= -0.5 &&
    left + cam.width / scale <= cam.width + 2 * k.margin + 0.5 &&
    top + cam.height / scale <= cam.height + 2 * k.margin + 0.5;
  return covered ? { scale } : { draw: PAN_MARGIN };
}

/**
 * Whether a drawing made for `seed.cam` shows this view pixel for pixel: same size, pixel ratio, layers and
 * bearing, and the same place to a hundredth of a pixel (the live map's camera is read back from MapLibre, the
 * preview's worked out beside it, so they agree to rounding, not bit for bit).
 */
export function seedFits(seed: Pick<Seed, 'cam' | 'ratio' | 'layers'>, layers: Layers, cam: Camera, ratio: number): boolean {
  const k = seed.cam;
  const l = seed.layers;
  if (seed.ratio !== ratio || k.width !== cam.width || k.height !== cam.height) return false;
  if (l.links !== layers.links || l.sensors !== layers.sensors || l.side !== layers.side) return false;
  const scale = 1e-6 * Math.hypot(cam.a, cam.b);
  const near = (x: number, y: number) => Math.abs(x - y) <= scale;
  return (
    near(k.a, cam.a) &&
    near(k.b, cam.b) &&
    near(k.c, cam.c) &&
    near(k.d, cam.d) &&
    Math.abs(k.e - cam.e) <= 0.01 &&
    Math.abs(k.f - cam.f) <= 0.01
  );
}

/** Equal up to floating point noise in the camera read back from the map. */
const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y));
