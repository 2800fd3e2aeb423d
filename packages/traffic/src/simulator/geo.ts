/** [longitude, latitude] in degrees (GeoJSON order). */
export type LngLat = [number, number];

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres between two [lng, lat] points. */
export function haversineM(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length in metres along a polyline. */
export function polylineLengthM(points: LngLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineM(points[i - 1], points[i]);
  return total;
}

/** `a`, `steps − 1` evenly spaced points, `b` (rounded to 6 decimals, ~0.1 m). */
export function interpolate(a: LngLat, b: LngLat, steps: number): LngLat[] {
  const out: LngLat[] = [];
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    out.push([round6(a[0] + (b[0] - a[0]) * f), round6(a[1] + (b[1] - a[1]) * f)]);
  }
  return out;
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
