import { CORRIDORS, RADAR_SITES, type CorridorDef, type CorridorId } from './corridors.ts';
import { haversineM, interpolate, polylineLengthM, type LngLat } from './geo.ts';

export { haversineM } from './geo.ts';
export type { LngLat } from './geo.ts';
export type { CorridorId } from './corridors.ts';

/** A sensor site: Bluetooth/WiFi sensors (data source type 0) and a few radars (3) with lanes. */
export interface SimSensor {
  /** Serial, e.g. 'IST-D100-01'. */
  key: string;
  name: string;
  corridor: CorridorId;
  lng: number;
  lat: number;
  dataSourceType: 0 | 3;
  /** Radar only: lanes counted (both directions). */
  lanes?: number;
  /** Radar only: the two directional links the radar sits on ([forward, reverse]). */
  linkKeys?: [string, string];
}

export interface SimLink {
  key: string;
  name: string;
  corridor: CorridorId;
  originKey: string;
  destinationKey: string;
  lengthM: number;
  geometry: LngLat[];
  freeFlowKmh: number;
  speedLimitKmh: number;
  /** Towards the corridor's commuter centre: congested in the morning (outbound in the evening). */
  inbound: boolean;
  /** Speed drop at the height of the peak in the peak direction (0..1). */
  peakSeverity: number;
  /** Suggested maximum travel time for matching (seconds). */
  maxTravelTimeS: number;
}

export interface SimRoute {
  key: string;
  name: string;
  linkKeys: string[];
}

export interface City {
  sensors: SimSensor[];
  links: SimLink[];
  routes: SimRoute[];
  linkByKey: Map<string, SimLink>;
  /** Per corridor and direction, the links in travel order (trips are sub-chains of these). */
  chains: { corridor: CorridorId; weight: number; links: SimLink[] }[];
}

/** Relative share of trips that turn between Barbaros Bulvarı and Büyükdere Caddesi at Zincirlikuyu, each way. */
export const TURNING_WEIGHT = 0.4;

/** Key of the BT sensor at `index` (0-based) of a corridor: 'IST-D100-01'. */
export function sensorKey(corridor: CorridorId, index: number): string {
  return `IST-${corridor}-${String(index + 1).padStart(2, '0')}`;
}

/** Key of the directional link between two sensors. */
export function linkKey(originKey: string, destinationKey: string): string {
  return `${originKey}>${destinationKey}`;
}

/** The simulated Istanbul: 45 BT sensors on four corridors, 5 radars, links both ways, 6 routes. */
export function createCity(): City {
  const sensors: SimSensor[] = [];
  const links: SimLink[] = [];
  const chains: City['chains'] = [];
  const byCorridor = new Map<CorridorId, CorridorDef>(CORRIDORS.map((c) => [c.id, c]));

  for (const c of CORRIDORS) {
    c.sites.forEach((s, i) =>
      sensors.push({ key: sensorKey(c.id, i), name: `${c.road} ${s.name}`, corridor: c.id, lng: s.at[0], lat: s.at[1], dataSourceType: 0 }),
    );
    const forward: SimLink[] = [];
    const reverse: SimLink[] = [];
    for (let i = 0; i + 1 < c.sites.length; i++) {
      forward.push(makeLink(c, i, i + 1));
      reverse.unshift(makeLink(c, i + 1, i));
    }
    links.push(...forward, ...reverse);
    chains.push({ corridor: c.id, weight: c.tripWeight / 2, links: forward }, { corridor: c.id, weight: c.tripWeight / 2, links: reverse });
  }

  // Junction at Zincirlikuyu: Barbaros Bulvarı continues into Büyükdere Caddesi.
  const brb = byCorridor.get('BRB')!;
  const byd = byCorridor.get('BYD')!;
  const toMaslak = connector(brb, brb.sites.length - 1, byd, 0, true);
  const toBesiktas = connector(byd, 0, brb, brb.sites.length - 1, false);
  links.push(toMaslak, toBesiktas);
  // Some drivers turn there, from one road into the other, so the junction has turning traffic.
  const corridorChain = (id: CorridorId, forward: boolean) =>
    chains.find((c) => c.corridor === id && c.links[0].originKey === sensorKey(id, forward ? 0 : byCorridor.get(id)!.sites.length - 1))!
      .links;
  chains.push(
    { corridor: 'BRB', weight: TURNING_WEIGHT, links: [...corridorChain('BRB', true), toMaslak, ...corridorChain('BYD', true)] },
    { corridor: 'BYD', weight: TURNING_WEIGHT, links: [...corridorChain('BYD', false), toBesiktas, ...corridorChain('BRB', false)] },
  );

  for (const r of RADAR_SITES) {
    const c = byCorridor.get(r.corridor)!;
    const a = c.sites[r.between].at;
    const b = c.sites[r.between + 1].at;
    const n = sensors.filter((s) => s.dataSourceType === 3 && s.corridor === r.corridor).length;
    const ka = sensorKey(r.corridor, r.between);
    const kb = sensorKey(r.corridor, r.between + 1);
    sensors.push({
      key: `IST-RAD-${r.corridor}-${String(n + 1).padStart(2, '0')}`,
      name: r.name,
      corridor: r.corridor,
      lng: round6((a[0] + b[0]) / 2),
      lat: round6((a[1] + b[1]) / 2),
      dataSourceType: 3,
      lanes: r.lanes,
      linkKeys: [linkKey(ka, kb), linkKey(kb, ka)],
    });
  }

  const linkByKey = new Map(links.map((l) => [l.key, l]));
  const chain = (corridor: CorridorId, from: number, to: number): string[] => {
    const keys: string[] = [];
    const step = to > from ? 1 : -1;
    for (let i = from; i !== to; i += step) keys.push(linkKey(sensorKey(corridor, i), sensorKey(corridor, i + step)));
    return keys;
  };
  const routes: SimRoute[] = [
    { key: 'IST-R-D100-EUR-E', name: 'D-100 Avcılar → Zincirlikuyu', linkKeys: chain('D100', 0, 16) },
    { key: 'IST-R-D100-BRIDGE-W', name: 'D-100 Kozyatağı → Mecidiyeköy (15 Temmuz Şehitler Köprüsü)', linkKeys: chain('D100', 24, 15) },
    {
      key: 'IST-R-BRB-BYD-N',
      name: 'Beşiktaş → Maslak (Barbaros Bulvarı, Büyükdere Caddesi)',
      linkKeys: [...chain('BRB', 0, 3), toMaslak.key, ...chain('BYD', 0, 5)],
    },
    { key: 'IST-R-BYD-S', name: 'Büyükdere Caddesi Maslak → Zincirlikuyu', linkKeys: chain('BYD', 5, 0) },
    { key: 'IST-R-KND-W', name: 'Kennedy Caddesi Sirkeci → Bakırköy', linkKeys: chain('KND', 0, 9) },
    { key: 'IST-R-KND-E', name: 'Kennedy Caddesi Bakırköy → Sirkeci', linkKeys: chain('KND', 9, 0) },
  ];
  for (const r of routes) for (const k of r.linkKeys) if (!linkByKey.has(k)) throw new Error(`route ${r.key}: unknown link ${k}`);
  return { sensors, links, routes, linkByKey, chains };
}

function makeLink(c: CorridorDef, from: number, to: number): SimLink {
  const inbound = Math.abs(to - c.centreIndex) < Math.abs(from - c.centreIndex);
  return buildLink(c, from, c, to, inbound, `${c.road} ${c.sites[from].name} → ${c.sites[to].name}`);
}

function connector(a: CorridorDef, ai: number, b: CorridorDef, bi: number, inbound: boolean): SimLink {
  return buildLink(a, ai, b, bi, inbound, `${a.road} ${a.sites[ai].name} → ${b.road} ${b.sites[bi].name}`);
}

function buildLink(a: CorridorDef, ai: number, b: CorridorDef, bi: number, inbound: boolean, name: string): SimLink {
  const from = a.sites[ai].at;
  const to = b.sites[bi].at;
  const geometry = interpolate(from, to, Math.max(2, Math.min(4, Math.round(haversineM(from, to) / 400))));
  const lengthM = Math.round(polylineLengthM(geometry));
  const freeFlowKmh = Math.min(a.freeFlowKmh, b.freeFlowKmh);
  const freeFlowS = lengthM / (freeFlowKmh / 3.6);
  return {
    key: linkKey(sensorKey(a.id, ai), sensorKey(b.id, bi)),
    name,
    corridor: a.id,
    originKey: sensorKey(a.id, ai),
    destinationKey: sensorKey(b.id, bi),
    lengthM,
    geometry,
    freeFlowKmh,
    speedLimitKmh: Math.min(a.speedLimitKmh, b.speedLimitKmh),
    inbound,
    peakSeverity: a.peakSeverity,
    maxTravelTimeS: Math.round(Math.max(600, 12 * freeFlowS)),
  };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
