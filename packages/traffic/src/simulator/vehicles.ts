import type { City, SimLink } from './city.ts';
import { localTime } from './local-time.ts';
import { Rng } from './random.ts';
import { DEFAULT_TIME_ZONE, speedKmhAt } from './traffic-model.ts';

/** One simulated sighting, before the server maps the sensor to a device and re-keys the fingerprint. */
export interface SimDetection {
  sensorKey: string;
  /** 12 hex characters like a sensor-side hash of a MAC (fake, random per vehicle). */
  fingerprint: string;
  /** Epoch seconds, millisecond resolution. */
  time: number;
  rssi: number;
  /** Radio type: 0 BT Discovery, 1 BT LE, 2 Wifi, 3 BT Connected. */
  signal: 0 | 1 | 2 | 3;
}

/** Ground truth of a trip (tests and debugging: which samples the filter should reject). */
export interface SimTrip {
  fingerprint: string;
  signal: 0 | 1 | 2 | 3;
  /** Closest approach to the first sensor. */
  startS: number;
  /** Links driven, in order (may be cut short at MAX_TRIP_S). */
  linkKeys: string[];
  /** Closest-approach time at each sensor: linkKeys.length + 1 entries. */
  passTimes: number[];
  /** Sensors whose pass went undetected (a sensor misses a vehicle now and then). */
  missedSensorKeys: string[];
  anomaly: { linkKey: string; kind: 'detour' | 'stop'; extraS: number } | null;
  detections: SimDetection[];
}

export interface VehicleOptions {
  /** Share of vehicles carrying a discoverable Bluetooth/WiFi device (default 0.05). */
  detectableShare?: number;
  /** Vehicles per hour entering the whole network at the weekday peak (default 14 000). */
  vehiclesPerHourPeak?: number;
  timeZone?: string;
}

/** No trip lasts longer: windows regenerate trips started this long before them. */
export const MAX_TRIP_S = 2 * 3600;
/** Detections of a pass may come this long before the closest approach (half the widest zone). */
export const MAX_LEAD_S = 30;
export const ROUTE_TRIP_SHARE = 0.25;
export const ANOMALY_SHARE = 0.04;
export const MISSED_PASS_SHARE = 0.05;
export const DUPLICATE_SHARE = 0.01;
const SIGNAL_WEIGHTS = [0.3, 0.25, 0.35, 0.1];

function bump(hour: number, centre: number, halfWidth: number): number {
  const x = (hour - centre) / halfWidth;
  return Math.abs(x) >= 1 ? 0 : Math.cos((Math.PI / 2) * x) ** 2;
}

/** Traffic volume at an instant as a share of the weekday peak (time-of-day and day-of-week profile). */
export function demandShare(epochS: number, timeZone = DEFAULT_TIME_ZONE): number {
  const { dayOfWeek, hour } = localTime(epochS, timeZone);
  if (dayOfWeek === 6) return 0.06 + 0.6 * bump(hour, 14, 7.5);
  if (dayOfWeek === 0) return 0.05 + 0.5 * bump(hour, 15, 7);
  const peaks = Math.max(bump(hour, 8.25, 2), bump(hour, 18.25, 2.25));
  return 0.06 + 0.94 * Math.max(peaks, 0.6 * bump(hour, 13.5, 7));
}

/**
 * The detectable trips that start in minute `minute` (epoch s / 60), with their detections.
 * Deterministic in (seed, minute): any window can regenerate exactly the same trips.
 */
export function tripsOfMinute(city: City, minute: number, seed: number, opts: VehicleOptions = {}): SimTrip[] {
  const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const perMinute = ((opts.vehiclesPerHourPeak ?? 14_000) * (opts.detectableShare ?? 0.05)) / 60;
  const rng = Rng.derive(seed, 'minute', minute);
  const n = rng.poisson(perMinute * demandShare(minute * 60 + 30, tz));
  const trips: SimTrip[] = [];
  for (let i = 0; i < n; i++) trips.push(simulateTrip(city, minute * 60 + rng.uniform(0, 60), rng, seed, tz));
  return trips;
}

function chooseLinks(city: City, rng: Rng): SimLink[] {
  if (rng.chance(ROUTE_TRIP_SHARE)) return rng.pick(city.routes).linkKeys.map((k) => city.linkByKey.get(k)!);
  const chain = city.chains[rng.weighted(city.chains.map((c) => c.weight))].links;
  const len = rng.int(1, Math.min(6, chain.length));
  const start = rng.int(0, chain.length - len);
  return chain.slice(start, start + len);
}

function simulateTrip(city: City, startS: number, rng: Rng, seed: number, tz: string): SimTrip {
  const links = chooseLinks(city, rng);
  const signal = rng.weighted(SIGNAL_WEIGHTS) as 0 | 1 | 2 | 3;
  const fingerprint = Array.from({ length: 6 }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join('');
  const driver = rng.logNormal(0.07); // some drive faster than others, on every link
  const anomalyIndex = rng.chance(ANOMALY_SHARE) ? rng.int(0, links.length - 1) : -1;

  const trip: SimTrip = {
    fingerprint,
    signal,
    startS,
    linkKeys: [],
    passTimes: [startS],
    missedSensorKeys: [],
    anomaly: null,
    detections: [],
  };
  const speeds: number[] = [];
  let t = startS;
  for (let i = 0; i < links.length; i++) {
    const link = links[i];
    const speed = speedKmhAt(link, t, seed, tz);
    let tt = (link.lengthM / (speed / 3.6)) * driver * rng.logNormal(0.06);
    if (i === anomalyIndex) {
      // A detour (2–5× longer) or a stop at a shop: the matches the filter must reject.
      const detour = rng.chance(0.6);
      const extraS = detour ? tt * rng.uniform(1, 4) : rng.uniform(Math.max(300, tt), 1500);
      trip.anomaly = { linkKey: link.key, kind: detour ? 'detour' : 'stop', extraS: Math.round(extraS) };
      tt += extraS;
    }
    if (t + tt - startS > MAX_TRIP_S) break; // the vehicle leaves the network
    t += tt;
    trip.linkKeys.push(link.key);
    trip.passTimes.push(t);
    speeds.push(speed);
  }
  if (trip.anomaly && !trip.linkKeys.includes(trip.anomaly.linkKey)) trip.anomaly = null;

  for (let s = 0; s < trip.passTimes.length; s++) {
    const sensorKey = s === 0 ? links[0].originKey : links[s - 1].destinationKey;
    // Speed through the zone: the slower of the adjacent links.
    const v = Math.min(speeds[s - 1] ?? Infinity, speeds[s] ?? Infinity);
    if (rng.chance(MISSED_PASS_SHARE)) {
      trip.missedSensorKeys.push(sensorKey);
      continue;
    }
    passDetections(trip, sensorKey, trip.passTimes[s], Number.isFinite(v) ? v : 50, rng);
  }
  return trip;
}

/** 2–6 detections spread over the time spent in the sensor's zone, RSSI peaking at closest approach. */
function passDetections(trip: SimTrip, sensorKey: string, closestS: number, speedKmh: number, rng: Rng): void {
  const radiusM = trip.signal === 2 ? 120 : 80;
  const durS = Math.min(2 * MAX_LEAD_S, Math.max(10, (2 * radiusM) / (speedKmh / 3.6)));
  const n = rng.int(2, 6);
  for (let k = 0; k < n; k++) {
    // The first reading falls near the closest approach so every pass has a clear RSSI peak.
    const dt = (k === 0 ? rng.uniform(-0.05, 0.05) : rng.uniform(-0.5, 0.5)) * durS;
    const rssi = Math.round(Math.min(-30, Math.max(-100, -48 - 38 * (Math.abs(dt) / (durS / 2)) + 3 * rng.normal())));
    const d: SimDetection = {
      sensorKey,
      fingerprint: trip.fingerprint,
      time: Math.round((closestS + dt) * 1000) / 1000,
      rssi,
      signal: trip.signal,
    };
    trip.detections.push(d);
    if (rng.chance(DUPLICATE_SHARE)) trip.detections.push({ ...d }); // a retried upload or a second antenna
  }
}
