/** Traffic keeps to this side of the road (the company's driving direction). */
export type DrivingSide = 'right' | 'left';

/** [zoom, value] pairs, interpolated linearly between and held beyond the ends (as a map style does). */
export type Stops = readonly (readonly [number, number])[];

export function interpolate(stops: Stops, zoom: number): number {
  if (zoom <= stops[0][0]) return stops[0][1];
  for (let i = 1; i < stops.length; i++) {
    const [z1, v1] = stops[i];
    if (zoom <= z1) {
      const [z0, v0] = stops[i - 1];
      return v0 + ((v1 - v0) * (zoom - z0)) / (z1 - z0);
    }
  }
  return stops[stops.length - 1][1];
}

/** Link line width by zoom (px). */
export const LINK_WIDTH: Stops = [
  [8, 2],
  [16, 6],
];

/**
 * Link line offset by zoom (px): each link is drawn beside the road's centre line on the side its
 * traffic drives (positive is to the right of the line's direction, and a link runs from origin to
 * destination), so the two directions of a road sit side by side instead of one on top of the other.
 * Just over half the width, so the two lines do not overlap.
 */
export function linkOffset(side: DrivingSide): Stops {
  const sign = side === 'left' ? -1 : 1;
  return [
    [8, sign * 1.5],
    [16, sign * 4],
  ];
}

/** Sensor circle radius by zoom (px). */
export const SENSOR_RADIUS: Stops = [
  [8, 3],
  [16, 8],
];

/**
 * Rounded line ends and corners only from street zoom on: below it a link is 2–4 px wide and they look
 * the same as plain ones, and plain ones are cheaper to stroke on every frame of a pan.
 */
export const ROUND_FROM_ZOOM = 14;
