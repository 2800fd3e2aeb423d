import type { MapSensors } from '@roadlens/contract/live-map';

/** One sensor as the map draws it (GET /api/map/devices/drawn/, one record per sensor). */
export interface MapSensor {
  id: number;
  name: string;
  serial: string;
  lng: number;
  lat: number;
  /** ISO 8601; null if it never reported. */
  last_seen: string | null;
}

/** The answer's parallel arrays as one record per sensor. */
export function decodeMapSensors(m: MapSensors): MapSensor[] {
  return m.ids.map((id, i) => ({ id, name: m.names[i], serial: m.serials[i], lng: m.lngs[i], lat: m.lats[i], last_seen: m.last_seen[i] }));
}
