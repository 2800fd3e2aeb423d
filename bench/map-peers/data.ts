// The peers' data set: N road links (random walks of 5–20 points, 60–250 m steps, a speed each) and M
// point sensors in a ≈30 km box around Istanbul, deterministic (seed 42), so every page draws the same map.
export const BOUNDS = { south: 40.865, north: 41.135, west: 28.821, east: 29.179 };

function mulberry32(seed: number) {
  return () => {
    let t = (seed += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PeerData {
  links: { coords: [number, number][]; speed: number }[];
  markers: [number, number][];
}

export function makeData(n: number, m: number, seed = 42): PeerData {
  const rnd = mulberry32(seed);
  const { south, north, west, east } = BOUNDS;
  const mPerDegLat = 111320;
  const mPerDegLon = 111320 * Math.cos((41 * Math.PI) / 180);
  const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v));
  const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
  const links: PeerData['links'] = [];
  for (let i = 0; i < n; i++) {
    let lat = south + rnd() * (north - south);
    let lon = west + rnd() * (east - west);
    let heading = rnd() * 2 * Math.PI;
    const pts = 5 + Math.floor(rnd() * 16);
    const coords: [number, number][] = [[r6(lon), r6(lat)]];
    for (let k = 1; k < pts; k++) {
      heading += (rnd() - 0.5) * 0.7;
      const step = 60 + rnd() * 190;
      lat = clamp(lat + (Math.cos(heading) * step) / mPerDegLat, south, north);
      lon = clamp(lon + (Math.sin(heading) * step) / mPerDegLon, west, east);
      coords.push([r6(lon), r6(lat)]);
    }
    links.push({ coords, speed: Math.round(5 + rnd() * 105) });
  }
  const markers: [number, number][] = [];
  for (let i = 0; i < m; i++) markers.push([r6(west + rnd() * (east - west)), r6(south + rnd() * (north - south))]);
  return { links, markers };
}

/** The peers' document: two GeoJSON FeatureCollections, as a page would fetch them from its API. */
export function geojsonOf(d: PeerData) {
  return {
    links: {
      type: 'FeatureCollection',
      features: d.links.map((l, i) => ({
        type: 'Feature',
        properties: { id: i, speed: l.speed },
        geometry: { type: 'LineString', coordinates: l.coords },
      })),
    },
    markers: {
      type: 'FeatureCollection',
      features: d.markers.map((c, i) => ({ type: 'Feature', properties: { id: i }, geometry: { type: 'Point', coordinates: c } })),
    },
  };
}
