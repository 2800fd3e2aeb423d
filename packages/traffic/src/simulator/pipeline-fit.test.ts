import { describe, expect, it } from 'vitest';
import { adaptiveFilter, DEFAULT_FILTER } from '../filter.ts';
import { percentile } from '../intervals.ts';
import { matchPasses } from '../matching.ts';
import { buildPasses } from '../passes.ts';
import type { Detection, LinkParams } from '../types.ts';
import { createCity } from './city.ts';
import { simulateWindow } from './generate.ts';
import { expectedTravelTimeS, incidentAt } from './traffic-model.ts';

// The simulator's promise to the pipeline: what it plants is what the pipeline finds.
const DAY = Date.UTC(2026, 10, 17, 21) / 1000; // Wednesday 18 Nov 2026, 00:00 in Istanbul
const SEED = 2026;

/** The live chain for one link over one period: passes at each end, matches, then the adaptive filter. */
function processLink(link: LinkParams, origin: Detection[], destination: Detection[], freeFlowS: number) {
  const matches = matchPasses(buildPasses(origin), buildPasses(destination), link);
  return adaptiveFilter(matches, { ...DEFAULT_FILTER, maxTravelTimeS: link.maxTravelTimeS }, undefined, freeFlowS);
}

describe('simulated detections through passes, matching and the filter', () => {
  const city = createCity();
  const link = city.linkByKey.get('IST-D100-15>IST-D100-16')!; // Okmeydanı → Mecidiyeköy, inbound
  const window = simulateWindow(city, DAY, DAY + 86400, SEED, { includeTrips: true });
  const toDetections = (sensorKey: string, deviceId: number): Detection[] =>
    (window.bySensor.get(sensorKey) ?? []).map((d) => ({
      deviceId,
      fingerprint: d.fingerprint,
      time: d.time,
      rssi: d.rssi,
      signal: d.signal,
    }));
  const params: LinkParams = {
    linkId: 1,
    originDeviceId: 1,
    destinationDeviceId: 2,
    lengthM: link.lengthM,
    maxTravelTimeS: link.maxTravelTimeS,
    matchTime: 'strongest',
  };
  const result = processLink(
    params,
    toDetections(link.originKey, 1),
    toDetections(link.destinationKey, 2),
    link.lengthM / (link.freeFlowKmh / 3.6),
  );

  it('gives hourly medians near the model’s expected travel time', () => {
    expect(result.samples.length).toBeGreaterThan(300);
    let hoursChecked = 0;
    for (let h = 0; h < 24; h++) {
      const from = DAY + h * 3600;
      const mid = from + 1800;
      if (incidentAt(link, mid, SEED) || incidentAt(link, from, SEED) || incidentAt(link, from + 3599, SEED)) continue;
      const accepted = result.samples
        .filter((s) => s.accepted && s.departure >= from && s.departure < from + 3600)
        .map((s) => s.travelTimeS);
      if (accepted.length < 8) continue;
      const median = percentile(accepted, 50)!;
      const expected = expectedTravelTimeS(link, mid);
      expect(Math.abs(median - expected) / expected, `hour ${h}: median ${median} vs ${expected}`).toBeLessThan(0.2);
      hoursChecked++;
    }
    expect(hoursChecked).toBeGreaterThanOrEqual(12);
    // The morning peak is clearly slower than the night.
    const med = (h: number) =>
      percentile(
        result.samples
          .filter((s) => s.accepted && s.departure >= DAY + h * 3600 && s.departure < DAY + (h + 1) * 3600)
          .map((s) => s.travelTimeS),
        50,
      )!;
    expect(med(8)).toBeGreaterThan(1.5 * med(2));
  });

  it('rejects the planted detours and stops and keeps the clean trips, on every link', () => {
    let plantedTrips = 0;
    let plantedSamples = 0;
    let plantedRejected = 0;
    let cleanSamples = 0;
    let cleanAccepted = 0;
    city.links.forEach((l, i) => {
      const r = processLink(
        { ...params, linkId: i, lengthM: l.lengthM, maxTravelTimeS: l.maxTravelTimeS },
        toDetections(l.originKey, 1),
        toDetections(l.destinationKey, 2),
        l.lengthM / (l.freeFlowKmh / 3.6),
      );
      const planted = new Set(window.trips!.filter((t) => t.anomaly?.linkKey === l.key).map((t) => t.fingerprint));
      const clean = new Set(window.trips!.filter((t) => t.anomaly === null && t.linkKeys.includes(l.key)).map((t) => t.fingerprint));
      plantedTrips += planted.size;
      for (const s of r.samples) {
        if (planted.has(s.fingerprint)) {
          plantedSamples++;
          if (!s.accepted) plantedRejected++;
        } else if (clean.has(s.fingerprint)) {
          cleanSamples++;
          if (s.accepted) cleanAccepted++;
        }
      }
    });
    expect(plantedTrips).toBeGreaterThanOrEqual(100);
    // A planted trip is either never matched (beyond the link maximum) or matched and rejected.
    expect(plantedSamples).toBeGreaterThan(30);
    expect(plantedRejected / plantedSamples).toBeGreaterThanOrEqual(0.9);
    expect(cleanSamples).toBeGreaterThan(5000);
    expect(cleanAccepted / cleanSamples).toBeGreaterThan(0.9);
  });
});
