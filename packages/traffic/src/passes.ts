import type { Detection, Pass } from './types.ts';

/** Default pass gap: a fingerprint unseen for this long at a sensor has left its zone (seconds). */
export const PASS_GAP_S = 120;

/**
 * Collapses detections into passes: per (device, fingerprint), detections whose gap to the previous
 * detection is < `gapS` belong to the same pass.
 *
 * - Input may be in any order and may mix devices and fingerprints.
 * - Duplicate detections (same device, fingerprint and time — e.g. a retried upload or two antennas)
 *   count once; the strongest RSSI of the duplicates is kept.
 * - `strongest` is the time of the highest RSSI (earliest on ties); with no RSSI at all it falls back
 *   to `first` because a pass must always have a usable "closest approach" time.
 * - Output is sorted by `first`, then device, then fingerprint (deterministic for tests and storage).
 */
export function buildPasses(detections: Detection[], gapS: number = PASS_GAP_S): Pass[] {
  // Device, then fingerprint: two lookups are cheaper than building a joined key per detection.
  const byDevice = new Map<number, Map<string, Detection[]>>();
  for (const d of detections) {
    if (!Number.isFinite(d.time)) continue; // a broken timestamp cannot be placed in any pass
    let groups = byDevice.get(d.deviceId);
    if (!groups) byDevice.set(d.deviceId, (groups = new Map()));
    const g = groups.get(d.fingerprint);
    if (g) g.push(d);
    else groups.set(d.fingerprint, [d]);
  }

  const passes: Pass[] = [];
  for (const groups of byDevice.values()) {
    for (const group of groups.values()) {
      if (group.length > 1) group.sort((a, b) => a.time - b.time);
      let current: Pass | null = null;
      let prevTime = Number.NaN;
      for (const d of group) {
        if (current && d.time === prevTime) {
          // Duplicate: keep the stronger reading, but do not count it again.
          if (isStronger(d.rssi, current.strongestRssi)) {
            current.strongestRssi = d.rssi;
            current.strongest = d.time;
          }
          continue;
        }
        if (current && d.time - prevTime < gapS) {
          current.last = d.time;
          current.count += 1;
          if (isStronger(d.rssi, current.strongestRssi)) {
            current.strongestRssi = d.rssi;
            current.strongest = d.time;
          }
        } else {
          if (current) passes.push(current);
          current = {
            deviceId: d.deviceId,
            fingerprint: d.fingerprint,
            first: d.time,
            last: d.time,
            strongest: d.time,
            strongestRssi: d.rssi,
            count: 1,
          };
        }
        prevTime = d.time;
      }
      if (current) passes.push(current);
    }
  }

  return passes.sort(
    (a, b) => a.first - b.first || a.deviceId - b.deviceId || (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0),
  );
}

/** A known RSSI beats an unknown one; a strictly higher RSSI beats a lower one (ties keep the earlier). */
function isStronger(candidate: number | null, current: number | null): boolean {
  if (candidate === null || !Number.isFinite(candidate)) return false;
  return current === null || candidate > current;
}
