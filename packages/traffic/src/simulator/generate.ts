import type { City } from './city.ts';
import { MAX_LEAD_S, MAX_TRIP_S, tripsOfMinute, type SimDetection, type SimTrip, type VehicleOptions } from './vehicles.ts';

export interface SimulateOptions extends VehicleOptions {
  /** Also return the ground truth of the trips that started inside the window. */
  includeTrips?: boolean;
}

export interface SimWindow {
  fromS: number;
  toS: number;
  /** Detections with time in [fromS, toS), per sensor key, each list in time order. */
  bySensor: Map<string, SimDetection[]>;
  count: number;
  trips?: SimTrip[];
}

/**
 * All detections with time in [fromS, toS). Trips are drawn per start minute from (seed, minute),
 * so the window regenerates every trip that started up to MAX_TRIP_S before it and keeps only the
 * detections inside it: adjacent windows together equal one window over their union.
 */
export function simulateWindow(city: City, fromS: number, toS: number, seed: number, opts: SimulateOptions = {}): SimWindow {
  const bySensor = new Map<string, SimDetection[]>();
  const trips: SimTrip[] = [];
  let count = 0;
  const firstMinute = Math.floor((fromS - MAX_TRIP_S) / 60);
  const lastMinute = Math.floor((toS + MAX_LEAD_S) / 60);
  for (let m = firstMinute; m <= lastMinute; m++) {
    for (const trip of tripsOfMinute(city, m, seed, opts)) {
      if (opts.includeTrips && trip.startS >= fromS && trip.startS < toS) trips.push(trip);
      for (const d of trip.detections) {
        if (d.time < fromS || d.time >= toS) continue;
        let list = bySensor.get(d.sensorKey);
        if (!list) bySensor.set(d.sensorKey, (list = []));
        list.push(d);
        count++;
      }
    }
  }
  for (const list of bySensor.values()) list.sort(byTime);
  return { fromS, toS, bySensor, count, ...(opts.includeTrips ? { trips } : {}) };
}

/**
 * Streams [fromS, toS) as consecutive windows of `chunkS` seconds (default one hour) — each equal to
 * simulateWindow over the same span — while generating every trip only once (for a 14-day backfill).
 */
export function* generateDetections(
  city: City,
  fromS: number,
  toS: number,
  opts: SimulateOptions & { seed: number; chunkS?: number },
): Generator<SimWindow> {
  const chunkS = opts.chunkS ?? 3600;
  const { seed } = opts;
  let pending: SimDetection[] = []; // detections not yet emitted, any order
  let pendingTrips: SimTrip[] = [];
  let nextMinute = Math.floor((fromS - MAX_TRIP_S) / 60);
  for (let start = fromS; start < toS; start += chunkS) {
    const end = Math.min(start + chunkS, toS);
    // Every trip that can reach before `end` starts by minute floor((end + MAX_LEAD_S) / 60).
    const lastMinute = Math.floor((end + MAX_LEAD_S) / 60);
    for (; nextMinute <= lastMinute; nextMinute++) {
      for (const trip of tripsOfMinute(city, nextMinute, seed, opts)) {
        if (opts.includeTrips && trip.startS >= fromS && trip.startS < toS) pendingTrips.push(trip);
        for (const d of trip.detections) if (d.time >= start && d.time < toS) pending.push(d);
      }
    }
    const bySensor = new Map<string, SimDetection[]>();
    const later: SimDetection[] = [];
    let count = 0;
    for (const d of pending) {
      if (d.time >= end) {
        later.push(d);
        continue;
      }
      if (d.time < start) continue;
      let list = bySensor.get(d.sensorKey);
      if (!list) bySensor.set(d.sensorKey, (list = []));
      list.push(d);
      count++;
    }
    for (const list of bySensor.values()) list.sort(byTime);
    pending = later;
    const window: SimWindow = { fromS: start, toS: end, bySensor, count };
    if (opts.includeTrips) {
      window.trips = pendingTrips.filter((t) => t.startS >= start && t.startS < end);
      pendingTrips = pendingTrips.filter((t) => t.startS >= end);
    }
    yield window;
  }
}

/** Time, then fingerprint: a total order over distinct detections, so every run sorts alike. */
function byTime(a: SimDetection, b: SimDetection): number {
  return a.time - b.time || (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0) || a.rssi - b.rssi;
}
