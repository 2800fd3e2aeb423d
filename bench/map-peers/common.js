// Shared by the two peer pages: the bench contract (window.__bench = { ready, panBy }), the data call
// and the speed colours. `ready` resolves to { dataReadyAt, renderedAt } in ms since navigation start.
export const SPEED_STOPS = [
  [20, '#d73027'],
  [40, '#fc8d59'],
  [60, '#fee08b'],
  [80, '#91cf60'],
  [Infinity, '#1a9850'],
];
export function speedColor(v) {
  for (const [lim, c] of SPEED_STOPS) if (v < lim) return c;
  return SPEED_STOPS[SPEED_STOPS.length - 1][1];
}
export const BOUNDS = { south: 40.865, north: 41.135, west: 28.821, east: 29.179 };
export const BG = '#f4f4f2';

export async function loadData() {
  const q = new URLSearchParams(location.search);
  const res = await fetch(`/data/${q.get('n') || 5000}-${q.get('m') || 2000}.json`);
  return res.json();
}
