import type { City, SimLink, SimRoute, SimSensor } from './city.ts';
import type { CorridorId } from './corridors.ts';
import { haversineM, interpolate, polylineLengthM, type LngLat } from './geo.ts';

/**
 * A small sensor network for a company other than Demo City: a few corridors with a sensor at each
 * site and a link between neighbours both ways, built into the same `City` shape the generator,
 * heartbeats and ingest feed of the simulated Istanbul take, so every company's demo runs on one
 * traffic model.
 */
export interface SmallCorridor {
  /** Short code in serials: 'KMA' → 'BER-KMA-01'. */
  code: string;
  road: string;
  freeFlowKmh: number;
  speedLimitKmh: number;
  /** Speed drop (share of free flow) at the height of the peak in the peak direction. */
  peakSeverity: number;
  /** Index of the site commuters head to in the morning. */
  centreIndex: number;
  /** Relative share of the network's trips. */
  tripWeight: number;
  sites: { name: string; at: LngLat }[];
}

export interface SmallNetworkDef {
  /** Serial prefix, unique per network: 'BER'. */
  prefix: string;
  timeZone: string;
  corridors: SmallCorridor[];
}

export const smallSensorKey = (prefix: string, code: string, index: number) => `${prefix}-${code}-${String(index + 1).padStart(2, '0')}`;

/** The network as a City: sensors, links both ways, one route per corridor and direction. */
export function createSmallNetwork(def: SmallNetworkDef): City {
  const sensors: SimSensor[] = [];
  const links: SimLink[] = [];
  const routes: SimRoute[] = [];
  const chains: City['chains'] = [];
  for (const c of def.corridors) {
    // The corridor id is only a label to the generator (it draws trips from chains and routes).
    const corridor = c.code as CorridorId;
    const key = (i: number) => smallSensorKey(def.prefix, c.code, i);
    c.sites.forEach((s, i) =>
      sensors.push({ key: key(i), name: `${c.road} ${s.name}`, corridor, lng: s.at[0], lat: s.at[1], dataSourceType: 0 }),
    );
    const link = (from: number, to: number): SimLink => {
      const a = c.sites[from].at;
      const b = c.sites[to].at;
      const geometry = interpolate(a, b, Math.max(2, Math.min(4, Math.round(haversineM(a, b) / 400))));
      const lengthM = Math.round(polylineLengthM(geometry));
      return {
        key: `${key(from)}>${key(to)}`,
        name: `${c.road} ${c.sites[from].name} → ${c.sites[to].name}`,
        corridor,
        originKey: key(from),
        destinationKey: key(to),
        lengthM,
        geometry,
        freeFlowKmh: c.freeFlowKmh,
        speedLimitKmh: c.speedLimitKmh,
        inbound: Math.abs(to - c.centreIndex) < Math.abs(from - c.centreIndex),
        peakSeverity: c.peakSeverity,
        maxTravelTimeS: Math.round(Math.max(600, (12 * lengthM) / (c.freeFlowKmh / 3.6))),
      };
    };
    const forward: SimLink[] = [];
    const reverse: SimLink[] = [];
    for (let i = 0; i + 1 < c.sites.length; i++) {
      forward.push(link(i, i + 1));
      reverse.unshift(link(i + 1, i));
    }
    links.push(...forward, ...reverse);
    chains.push({ corridor, weight: c.tripWeight / 2, links: forward }, { corridor, weight: c.tripWeight / 2, links: reverse });
    const last = c.sites.length - 1;
    routes.push(
      {
        key: `${def.prefix}-R-${c.code}-F`,
        name: `${c.road} ${c.sites[0].name} → ${c.sites[last].name}`,
        linkKeys: forward.map((l) => l.key),
      },
      {
        key: `${def.prefix}-R-${c.code}-R`,
        name: `${c.road} ${c.sites[last].name} → ${c.sites[0].name}`,
        linkKeys: reverse.map((l) => l.key),
      },
    );
  }
  return { sensors, links, routes, linkByKey: new Map(links.map((l) => [l.key, l])), chains };
}

/** Other City's network: three Berlin corridors around Mitte (the company's map centre and zone). */
export const BERLIN_NETWORK: SmallNetworkDef = {
  prefix: 'BER',
  timeZone: 'Europe/Berlin',
  corridors: [
    {
      code: 'KMA',
      road: 'Karl-Marx-Allee',
      freeFlowKmh: 50,
      speedLimitKmh: 50,
      peakSeverity: 0.5,
      centreIndex: 0,
      tripWeight: 2,
      sites: [
        { name: 'Alexanderplatz', at: [13.4132, 52.5219] },
        { name: 'Strausberger Platz', at: [13.4285, 52.5186] },
        { name: 'Frankfurter Tor', at: [13.4541, 52.5158] },
        { name: 'Frankfurter Allee', at: [13.4695, 52.5137] },
      ],
    },
    {
      code: 'LPZ',
      road: 'Leipziger Straße',
      freeFlowKmh: 45,
      speedLimitKmh: 50,
      peakSeverity: 0.55,
      centreIndex: 2,
      tripWeight: 1.5,
      sites: [
        { name: 'Potsdamer Platz', at: [13.3766, 52.5096] },
        { name: 'Friedrichstraße', at: [13.3895, 52.5103] },
        { name: 'Spittelmarkt', at: [13.404, 52.5113] },
        { name: 'Mühlendamm', at: [13.4095, 52.5145] },
      ],
    },
    {
      code: 'TOR',
      road: 'Torstraße',
      freeFlowKmh: 40,
      speedLimitKmh: 50,
      peakSeverity: 0.45,
      centreIndex: 0,
      tripWeight: 1,
      sites: [
        { name: 'Prenzlauer Tor', at: [13.412, 52.5288] },
        { name: 'Rosenthaler Platz', at: [13.4016, 52.5297] },
        { name: 'Oranienburger Tor', at: [13.3874, 52.5276] },
      ],
    },
  ],
};

/**
 * Here Analytics Co's provider segments: three London roads whose segment ends are the provider's
 * probe points, so the crowd-sourced probes' passes become segment speeds on the ordinary path.
 */
export const LONDON_PROVIDER_NETWORK: SmallNetworkDef = {
  prefix: 'LDN',
  timeZone: 'Europe/London',
  corridors: [
    {
      code: 'A4',
      road: 'A4 Cromwell Road',
      freeFlowKmh: 48,
      speedLimitKmh: 48,
      peakSeverity: 0.55,
      centreIndex: 3,
      tripWeight: 2,
      sites: [
        { name: 'Hammersmith', at: [-0.2235, 51.4925] },
        { name: "Earl's Court", at: [-0.1955, 51.4945] },
        { name: 'Gloucester Road', at: [-0.183, 51.4946] },
        { name: 'Hyde Park Corner', at: [-0.1527, 51.5027] },
      ],
    },
    {
      code: 'A501',
      road: 'A501 Euston Road',
      freeFlowKmh: 40,
      speedLimitKmh: 32,
      peakSeverity: 0.6,
      centreIndex: 3,
      tripWeight: 1.5,
      sites: [
        { name: 'Marylebone', at: [-0.16, 51.5225] },
        { name: 'Great Portland Street', at: [-0.144, 51.5237] },
        { name: 'Euston', at: [-0.1335, 51.5265] },
        { name: "King's Cross", at: [-0.124, 51.5305] },
      ],
    },
    {
      code: 'A3211',
      road: 'A3211 Victoria Embankment',
      freeFlowKmh: 45,
      speedLimitKmh: 48,
      peakSeverity: 0.45,
      centreIndex: 0,
      tripWeight: 1,
      sites: [
        { name: 'Westminster', at: [-0.1235, 51.501] },
        { name: 'Embankment', at: [-0.122, 51.5075] },
        { name: 'Blackfriars', at: [-0.104, 51.511] },
        { name: 'Tower Hill', at: [-0.076, 51.5095] },
      ],
    },
  ],
};
