import type { Map as MaplibreMap } from 'maplibre-gl';

export const ARROW_IMAGE = 'od-arrow';
const SIZE = 18;

/**
 * A filled triangle pointing up (north), drawn into pixels here so the flow map needs no sprite
 * sheet from a tile server and works on the offline background.
 */
export function addArrowImage(map: MaplibreMap, color: string): void {
  if (map.hasImage(ARROW_IMAGE)) return;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    // Half the width of the triangle at this row: 0 at the tip (top), widest at the base.
    const half = ((y + 1) / SIZE) * (SIZE / 2);
    for (let x = 0; x < SIZE; x++) {
      const inside = Math.abs(x + 0.5 - SIZE / 2) <= half;
      const edge = inside && Math.abs(x + 0.5 - SIZE / 2) > half - 1.5;
      const o = (y * SIZE + x) * 4;
      data.set(inside ? (edge ? [255, 255, 255, 255] : [r, g, b, 255]) : [0, 0, 0, 0], o);
    }
  }
  map.addImage(ARROW_IMAGE, { width: SIZE, height: SIZE, data });
}
