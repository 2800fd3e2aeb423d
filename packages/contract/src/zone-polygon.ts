/** At most this many corners in a zone's outline, so validation and point-in-zone tests stay cheap. */
export const MAX_POLYGON_POINTS = 500;

type Position = [number, number];

/** True when segments p1-p2 and p3-p4 cross or touch (collinear overlaps included). */
function segmentsIntersect(p1: Position, p2: Position, p3: Position, p4: Position): boolean {
  const cross = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const within = (a: Position, b: Position, c: Position) =>
    Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && within(p3, p4, p1)) ||
    (d2 === 0 && within(p3, p4, p2)) ||
    (d3 === 0 && within(p1, p2, p3)) ||
    (d4 === 0 && within(p1, p2, p4))
  );
}

/**
 * Why a GeoJSON polygon's coordinates cannot outline a zone, or null when they can: one closed ring
 * (no holes) of at least three distinct corners in WGS84 longitude/latitude that does not cross
 * itself. Shared so a page can say the same before it sends.
 */
export function polygonProblem(coordinates: number[][][]): string | null {
  if (coordinates.length !== 1) return 'Draw one outline without holes.';
  const ring = coordinates[0]!;
  if (ring.length > MAX_POLYGON_POINTS + 1) return `An outline has at most ${MAX_POLYGON_POINTS} corners.`;
  for (const p of ring) {
    if (p.length !== 2 || !p.every(Number.isFinite)) return 'Every corner is a [longitude, latitude] pair.';
    if (p[0]! < -180 || p[0]! > 180 || p[1]! < -90 || p[1]! > 90) return 'Longitude must be within -180..180 and latitude within -90..90.';
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
    return 'The outline must be closed: its last corner repeats the first.';
  const pts = ring.slice(0, -1) as Position[];
  if (new Set(pts.map((p) => `${p[0]},${p[1]}`)).size !== pts.length || pts.length < 3)
    return 'An outline needs at least three distinct corners, each used once.';
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner by design; only edges with no corner in common may not meet.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(pts[i]!, pts[(i + 1) % n]!, pts[j]!, pts[(j + 1) % n]!)) return 'The outline crosses itself.';
    }
  }
  let area2 = 0;
  for (let i = 0; i < n; i++) area2 += pts[i]![0] * pts[(i + 1) % n]![1] - pts[(i + 1) % n]![0] * pts[i]![1];
  return area2 === 0 ? 'The outline encloses no area.' : null;
}
