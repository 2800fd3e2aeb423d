import { drawScene, type Camera, type Drawn, type Layers } from './draw.ts';
import type { Scene } from './scene.ts';

/** How far past each edge of the view a pan may go before the layer is drawn again (CSS px). */
export const PAN_MARGIN = 512;

/**
 * The layer drawn once into a canvas of its own, then copied onto the screen shifted by however far the
 * map has panned since: copying a bitmap costs about a millisecond where rasterising 5,000 lines costs
 * tens, so a pan runs at the basemap's own frame rate. It is drawn again when the scene, the layers, the
 * size, the zoom or the bearing change (then the view alone, so a zoom's frames stay cheap), or when a
 * pan goes past the margin (then with the margin on every side, drawn once for the pans to come).
 */
export class PanCache {
  private canvas = document.createElement('canvas');
  private ctx = this.canvas.getContext('2d')!;
  private key: CacheKey | null = null;

  /** Puts the layer on `out` for `cam`; returns what was drawn when it had to draw, else null. */
  show(out: CanvasRenderingContext2D, scene: Scene, layers: Layers, cam: Camera, ratio: number): Drawn | null {
    const want = redrawFor(this.key, scene, layers, cam, ratio);
    const drawn = want === null ? null : this.draw(scene, layers, cam, ratio, want);
    const { cam: at, margin } = this.key!;
    out.setTransform(1, 0, 0, 1, 0, 0);
    out.clearRect(0, 0, out.canvas.width, out.canvas.height);
    // Whole device pixels: a fractional copy would be resampled, and blur every line while it moves.
    out.drawImage(this.canvas, Math.round((cam.e - at.e - margin) * ratio), Math.round((cam.f - at.f - margin) * ratio));
    return drawn;
  }

  private draw(scene: Scene, layers: Layers, cam: Camera, ratio: number, margin: number): Drawn {
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

type CacheKey = { scene: Scene; layers: Layers; cam: Camera; ratio: number; margin: number };

/** The margin to draw the cache with for `cam`, or null when the cached drawing can be shifted into place. */
export function redrawFor(k: CacheKey | null, scene: Scene, layers: Layers, cam: Camera, ratio: number): number | null {
  const same =
    k !== null &&
    k.scene === scene &&
    k.layers === layers &&
    k.ratio === ratio &&
    k.cam.width === cam.width &&
    k.cam.height === cam.height &&
    close(k.cam.a, cam.a) &&
    close(k.cam.b, cam.b) &&
    close(k.cam.c, cam.c) &&
    close(k.cam.d, cam.d);
  if (!same) return 0;
  return Math.abs(cam.e - k.cam.e) > k.margin || Math.abs(cam.f - k.cam.f) > k.margin ? PAN_MARGIN : null;
}

/** Equal up to floating point noise in the camera read back from the map. */
const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y));
