// The peers' data in our API's shapes, to answer the map page's data calls in the benchmarks (map-peers,
// map-render): the drawn links through the server's own encoder, links with current values (speed = the
// peer's speed) and sensors seen just now, as the list and as the map's compact call. Pages honour page and page_size as the server does.
import type { Device, Link } from '@roadlens/contract';
import type { MapSensors } from '@roadlens/contract/live-map';
import { encodeDrawnLinks } from '../../apps/server/src/modules/links/drawn-links.encode.ts';
import type { PeerData } from './data.ts';

const cache = new WeakMap<PeerData, { links: Link[]; devices: Device[]; drawn: string; sensors: string }>();

function shapes(d: PeerData) {
  const hit = cache.get(d);
  if (hit) return hit;
  const now = new Date().toISOString();
  const devices = d.markers.map(
    ([lng, lat], i) =>
      ({
        id: i + 1,
        serial: `B-${i}`,
        name: `Sensor ${i}`,
        data_source_type: 0,
        lat,
        lng,
        direction: null,
        config: {},
        commands: [],
        mode: 0,
        schedule_status: '1',
        credit: 0,
        processing_status: 'idle',
        time_zone: null,
        last_seen: now,
        detection_rate: 10,
        voltage: null,
        temperature: null,
        created_at: now,
      }) as unknown as Device,
  );
  const links = d.links.map((l, i): Link => ({
    id: i + 1,
    name: `Link ${i}`,
    origin_device_id: null,
    destination_device_id: null,
    provider_segment: null,
    length_m: 1000,
    geometry: l.coords,
    free_flow_s: 60,
    max_travel_time_s: 1800,
    match_time: 'first',
    filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
    current: {
      interval_start: now,
      travel_time_s: 90,
      speed_kmh: l.speed,
      count: 5,
      typical_s: 80,
      free_flow_s: 60,
      delay_s: 30,
      unusual_delay_s: 10,
      confidence: 0.6,
    },
  }));
  const drawn = JSON.stringify(
    encodeDrawnLinks(links.map((l, i) => ({ id: l.id, name: l.name, speed_kmh: d.links[i].speed, line: l.geometry! }))),
  );
  const sensors: MapSensors = {
    ids: devices.map((x) => x.id),
    names: devices.map((x) => x.name),
    serials: devices.map((x) => x.serial),
    lngs: devices.map((x) => x.lng!),
    lats: devices.map((x) => x.lat!),
    last_seen: devices.map((x) => x.last_seen),
  };
  const out = { links, devices, drawn, sensors: JSON.stringify(sensors) };
  cache.set(d, out);
  return out;
}

function page<T>(rows: T[], url: URL) {
  const size = Number(url.searchParams.get('page_size') ?? 100);
  const n = Number(url.searchParams.get('page') ?? 1);
  const results = rows.slice((n - 1) * size, n * size);
  const next = n * size < rows.length ? `${url.pathname}?page=${n + 1}&page_size=${size}` : null;
  return JSON.stringify({ count: rows.length, next, previous: null, results });
}

/** The body answering one of the map's data calls, or undefined for any other call (sent to the server). */
export function answerMapCall(url: URL, d: PeerData): string | undefined {
  const { links, devices, drawn, sensors } = shapes(d);
  if (url.pathname === '/api/map/devices/drawn/') return sensors;
  if (url.pathname === '/api/map/links/drawn/') return drawn;
  if (url.pathname === '/api/map/links/') return page(links, url);
  const one = /^\/api\/map\/links\/(\d+)\/$/.exec(url.pathname);
  if (one) return JSON.stringify(links[Number(one[1]) - 1]);
  if (url.pathname === '/api/map/devices/') return page(devices, url);
  return undefined;
}
