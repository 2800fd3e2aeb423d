import type { SimLink } from './city.ts';
import { localTime } from './local-time.ts';
import { Rng } from './random.ts';

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
/** Slowest speed the model ever gives (a standing queue still creeps). */
export const MIN_SPEED_KMH = 5;

/** cos² bump: 1 at `centre`, 0 beyond ± `halfWidth` hours. */
function bump(hour: number, centre: number, halfWidth: number): number {
  const x = (hour - centre) / halfWidth;
  return Math.abs(x) >= 1 ? 0 : Math.cos((Math.PI / 2) * x) ** 2;
}

/**
 * Share of free-flow speed lost to recurring congestion (0 = free flow). Weekdays: a morning peak
 * (07–10, strongest inbound) and an evening peak (17–20, strongest outbound, Friday worse) with a
 * mild midday plateau; Saturday a broad midday hump, Sunday a smaller one; nights are free flow.
 */
export function congestionShare(link: SimLink, epochS: number, timeZone = DEFAULT_TIME_ZONE): number {
  const { dayOfWeek, hour } = localTime(epochS, timeZone);
  const sev = link.peakSeverity;
  let drop: number;
  if (dayOfWeek === 6) drop = 0.45 * sev * bump(hour, 14, 5);
  else if (dayOfWeek === 0) drop = 0.3 * sev * bump(hour, 15.5, 4.5);
  else {
    const morning = bump(hour, 8.5, 1.75) * (link.inbound ? 1 : 0.35);
    const evening = bump(hour, 18.5, 1.75) * (link.inbound ? 0.4 : 1) * (dayOfWeek === 5 ? 1.1 : 1);
    const midday = 0.3 * bump(hour, 13.5, 4);
    drop = sev * Math.max(morning, evening, midday);
  }
  return Math.min(drop, 0.85);
}

/** Typical (incident-free) speed on a link at an instant, in km/h. */
export function expectedSpeedKmh(link: SimLink, epochS: number, timeZone = DEFAULT_TIME_ZONE): number {
  return Math.max(MIN_SPEED_KMH, link.freeFlowKmh * (1 - congestionShare(link, epochS, timeZone)));
}

/** Typical travel time of the whole link at an instant, in seconds. */
export function expectedTravelTimeS(link: SimLink, epochS: number, timeZone = DEFAULT_TIME_ZONE): number {
  return link.lengthM / (expectedSpeedKmh(link, epochS, timeZone) / 3.6);
}

export interface Incident {
  linkKey: string;
  startS: number;
  endS: number;
  /** Speed multiplier while it lasts (0.2–0.4). */
  speedFactor: number;
}

/** Incidents are drawn per link and 6-hour block; ~5 a week across the city's 86 links. */
const INCIDENT_BLOCK_S = 6 * 3600;
const INCIDENT_CHANCE_PER_BLOCK = 0.002;

function incidentOfBlock(link: SimLink, block: number, seed: number): Incident | null {
  const rng = Rng.derive(seed, 'incident', link.key, block);
  if (!rng.chance(INCIDENT_CHANCE_PER_BLOCK)) return null;
  const startS = Math.round(block * INCIDENT_BLOCK_S + rng.uniform(0, INCIDENT_BLOCK_S));
  const endS = startS + Math.round(rng.uniform(20, 90)) * 60;
  return { linkKey: link.key, startS, endS, speedFactor: Math.round(rng.uniform(0.2, 0.4) * 100) / 100 };
}

/** The incident slowing `link` at `epochS`, if any (deterministic in seed). */
export function incidentAt(link: SimLink, epochS: number, seed: number): Incident | null {
  const block = Math.floor(epochS / INCIDENT_BLOCK_S);
  // An incident lasts at most 90 minutes, so only this block and the previous one can cover epochS.
  for (const b of [block, block - 1]) {
    const inc = incidentOfBlock(link, b, seed);
    if (inc && epochS >= inc.startS && epochS < inc.endS) return inc;
  }
  return null;
}

/** All incidents overlapping [fromS, toS) on the given links, by start time. */
export function listIncidents(links: SimLink[], fromS: number, toS: number, seed: number): Incident[] {
  const out: Incident[] = [];
  const first = Math.floor(fromS / INCIDENT_BLOCK_S) - 1;
  const last = Math.floor((toS - 1) / INCIDENT_BLOCK_S);
  for (const link of links)
    for (let b = first; b <= last; b++) {
      const inc = incidentOfBlock(link, b, seed);
      if (inc && inc.endS > fromS && inc.startS < toS) out.push(inc);
    }
  return out.sort((a, b) => a.startS - b.startS || (a.linkKey < b.linkKey ? -1 : 1));
}

/** Speed including incidents: what simulated vehicles actually drive. */
export function speedKmhAt(link: SimLink, epochS: number, seed: number, timeZone = DEFAULT_TIME_ZONE): number {
  const inc = incidentAt(link, epochS, seed);
  return expectedSpeedKmh(link, epochS, timeZone) * (inc ? inc.speedFactor : 1);
}
