import polyline from '@mapbox/polyline';

/**
 * `n` random lines of 1 to 40 points, encoded as the server encodes them (precision 5), then an empty one: over the
 * whole globe, and every other line with its points down to a metre apart.
 */
export function randomEncodedLines(n: number, seed: number): string[] {
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const lines = Array.from({ length: n }, (_, k) => {
    const pts = Array.from({ length: 1 + Math.floor(random() * 40) }, (): [number, number] => [
      -85 + random() * 170,
      -180 + random() * 360,
    ]);
    if (k % 2) pts.forEach((p, i) => i && (p[0] = pts[i - 1][0] + (random() - 0.5) * 1e-4));
    return polyline.encode(pts, 5);
  });
  lines.push('');
  return lines;
}
