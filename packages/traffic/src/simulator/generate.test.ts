import { describe, expect, it } from 'vitest';
import { createCity } from './city.ts';
import { generateDetections, simulateWindow, type SimWindow } from './generate.ts';
import { simulateRadar } from './radar.ts';
import type { SimDetection } from './vehicles.ts';

// Wednesday 18 Nov 2026 local midnight (UTC+3).
const DAY = Date.UTC(2026, 10, 17, 21) / 1000;
const city = createCity();

function flatten(w: SimWindow): SimDetection[] {
  return [...w.bySensor.keys()].sort().flatMap((k) => w.bySensor.get(k)!);
}

function merge(windows: SimWindow[]): Map<string, SimDetection[]> {
  const out = new Map<string, SimDetection[]>();
  for (const w of windows) for (const [k, list] of w.bySensor) out.set(k, [...(out.get(k) ?? []), ...list]);
  return out;
}

describe('simulateWindow', () => {
  it('is deterministic in its seed', () => {
    const a = simulateWindow(city, DAY + 8 * 3600, DAY + 9 * 3600, 11);
    const b = simulateWindow(city, DAY + 8 * 3600, DAY + 9 * 3600, 11);
    const c = simulateWindow(city, DAY + 8 * 3600, DAY + 9 * 3600, 12);
    expect(a.count).toBeGreaterThan(1000);
    expect(flatten(b)).toEqual(flatten(a));
    expect(flatten(c)).not.toEqual(flatten(a));
  });

  it('gives the same detections in adjacent windows as in one window over their union', () => {
    const from = DAY + 7 * 3600 + 13;
    const whole = simulateWindow(city, from, from + 1800, 5);
    // Uneven live-sized windows (10–30 s), as the live simulator sends them.
    const parts: SimWindow[] = [];
    for (let t = from, i = 0; t < from + 1800; i++) {
      const end = Math.min(from + 1800, t + [10, 17, 30][i % 3]);
      parts.push(simulateWindow(city, t, end, 5));
      t = end;
    }
    expect(parts.reduce((n, p) => n + p.count, 0)).toBe(whole.count);
    expect(merge(parts)).toEqual(whole.bySensor);
    for (const p of parts)
      for (const list of p.bySensor.values()) for (const d of list) expect(d.time >= p.fromS && d.time < p.toS).toBe(true);
  });

  it('streams hourly chunks equal to windows over the same hours', () => {
    const chunks = [...generateDetections(city, DAY + 6 * 3600, DAY + 9 * 3600, { seed: 3 })];
    expect(chunks.map((c) => c.fromS)).toEqual([DAY + 6 * 3600, DAY + 7 * 3600, DAY + 8 * 3600]);
    for (const c of chunks) expect(c.bySensor).toEqual(simulateWindow(city, c.fromS, c.toS, 3).bySensor);
  });

  it('follows the daily profile and makes passes of 2–6 detections with the RSSI peaking near the sensor', () => {
    const night = simulateWindow(city, DAY + 3 * 3600, DAY + 4 * 3600, 1);
    const peak = simulateWindow(city, DAY + 8 * 3600, DAY + 9 * 3600, 1, { includeTrips: true });
    expect(peak.count).toBeGreaterThan(5 * night.count);
    let checked = 0;
    for (const trip of peak.trips!) {
      const bySensor = new Map<string, SimDetection[]>();
      for (const d of trip.detections) bySensor.set(d.sensorKey, [...(bySensor.get(d.sensorKey) ?? []), d]);
      for (const list of bySensor.values()) {
        const distinct = new Set(list.map((d) => d.time)).size;
        expect(distinct).toBeGreaterThanOrEqual(2);
        expect(distinct).toBeLessThanOrEqual(6);
        const times = list.map((d) => d.time);
        expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(60);
        checked++;
      }
      expect(trip.passTimes.length).toBe(trip.linkKeys.length + 1);
    }
    expect(checked).toBeGreaterThan(500);
    // Some detectable vehicles use each signal type; a few detections are duplicated.
    const all = flatten(peak);
    expect(new Set(all.map((d) => d.signal))).toEqual(new Set([0, 1, 2, 3]));
    const keys = all.map((d) => `${d.sensorKey}|${d.fingerprint}|${d.time}`);
    expect(new Set(keys).size).toBeLessThan(keys.length);
    // Closer means stronger: readings within 3 s of the closest approach beat those 15 s away on average.
    const near: number[] = [];
    const far: number[] = [];
    for (const trip of peak.trips!) {
      // Closest-approach time per sensor of the trip.
      const links = trip.linkKeys.map((k) => city.linkByKey.get(k)!);
      const closest = new Map(trip.passTimes.map((t, i) => [i === 0 ? links[0].originKey : links[i - 1].destinationKey, t]));
      for (const d of trip.detections) {
        const dt = Math.abs(closest.get(d.sensorKey)! - d.time);
        if (dt < 3) near.push(d.rssi);
        else if (dt > 15) far.push(d.rssi);
      }
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(near)).toBeGreaterThan(avg(far) + 10);
  });
});

describe('simulateRadar', () => {
  it('gives per-lane intervals, consistent across windows, busier and slower at the peak', () => {
    const whole = simulateRadar(city, DAY, DAY + 86400, 9);
    const halves = [...simulateRadar(city, DAY, DAY + 43200, 9), ...simulateRadar(city, DAY + 43200, DAY + 86400, 9)];
    expect(halves).toEqual(whole);
    const radars = city.sensors.filter((s) => s.dataSourceType === 3);
    const lanes = radars.reduce((n, s) => n + s.lanes!, 0);
    expect(whole.length).toBe(288 * lanes);
    const d100 = radars.find((s) => s.corridor === 'D100')!;
    const hour = (h: number) =>
      whole.filter((r) => r.sensorKey === d100.key && r.start >= DAY + h * 3600 && r.start < DAY + (h + 1) * 3600);
    const sum = (rs: typeof whole, f: (r: (typeof whole)[number]) => number) => rs.reduce((a, r) => a + f(r), 0);
    const night = hour(3);
    const peak = hour(18);
    expect(sum(peak, (r) => r.count)).toBeGreaterThan(3 * sum(night, (r) => r.count));
    expect(sum(peak, (r) => r.occupancyPct)).toBeGreaterThan(sum(night, (r) => r.occupancyPct));
    for (const r of whole) {
      expect(r.occupancyPct).toBeGreaterThanOrEqual(0);
      expect(r.occupancyPct).toBeLessThanOrEqual(95);
      if (r.count === 0) expect(r.avgSpeedKmh).toBeNull();
      else expect(r.avgSpeedKmh).toBeGreaterThan(0);
    }
  });
});
