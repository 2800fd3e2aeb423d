import { describe, expect, it } from 'vitest';
import { processLinkBatch } from './pipeline.ts';
import { DEFAULT_FILTER } from './filter.ts';
import type { Detection, LinkParams } from './types.ts';

const T0 = 1_700_000_100; // a multiple of 300: the start of a 5-minute interval
const link: LinkParams = { linkId: 7, originDeviceId: 1, destinationDeviceId: 2, lengthM: 1200, maxTravelTimeS: 600, matchTime: 'strongest' };
const d = (deviceId: number, fingerprint: string, time: number, rssi: number): Detection => ({ deviceId, fingerprint, time, rssi, signal: 1 });
/** Three detections per pass, strongest in the middle: the strongest times are depart and depart + tt. */
const trip = (fp: string, depart: number, tt: number) => ({
  origin: [d(1, fp, depart - 4, -80), d(1, fp, depart, -55), d(1, fp, depart + 3, -70)],
  destination: [d(2, fp, depart + tt - 2, -75), d(2, fp, depart + tt, -50), d(2, fp, depart + tt + 6, -72)],
});
const join = (trips: ReturnType<typeof trip>[]) => ({ origin: trips.flatMap((t) => t.origin), destination: trips.flatMap((t) => t.destination) });

describe('processLinkBatch', () => {
  const trips = [
    trip('v1', T0 + 10, 120), trip('v2', T0 + 20, 125), trip('v3', T0 + 30, 118), trip('v4', T0 + 40, 130), trip('v5', T0 + 50, 122),
    trip('stop', T0 - 200, 400), // stopped on the way: matched (under the max) but rejected by the filter
    trip('slow', T0, 700), // beyond the link maximum: never matched
    trip('via3', T0 + 20, 125), // also seen at sensor 3 in between
  ];
  const input = join(trips);
  input.origin.push(d(3, 'via3', T0 + 60, -60), d(1, 'v1', T0 + 10, -55)); // a third sensor and a duplicate
  input.destination.push(d(3, 'via3', T0 + 60, -60));

  it('runs detections through passes, matches, the filter and intervals', () => {
    const r = processLinkBatch({ link, ...input, filter: DEFAULT_FILTER });
    expect(r.passes.origin).toHaveLength(8);
    expect(r.passes.origin.find((p) => p.fingerprint === 'v1')).toMatchObject({ count: 3, strongest: T0 + 10, strongestRssi: -55 });
    expect(r.matches.map((m) => m.fingerprint).sort()).toEqual(['stop', 'v1', 'v2', 'v3', 'v4', 'v5', 'via3']);
    const stop = r.samples.find((s) => s.fingerprint === 'stop');
    expect(stop).toMatchObject({ accepted: false, reason: 'above_window', travelTimeS: 400 });
    expect(r.samples.filter((s) => s.accepted)).toHaveLength(6);
    // Accepted 118, 120, 122, 125, 125, 130 → median 123.5; 1200 m · 3.6 / 123.5 s.
    expect(r.intervals).toEqual([
      { linkId: 7, start: T0, rawCount: 7, acceptedCount: 6, medianS: 123.5, meanS: 740 / 6, p85S: 125 + 0.25 * 5, minS: 118, maxS: 130, speedKmh: (1200 * 3.6) / 123.5 },
    ]);
  });

  it('carries the filter state so two batches equal one', () => {
    const later = join([trip('w1', T0 + 200, 124), trip('w2', T0 + 250, 127), trip('w3', T0 + 260, 119)]); // arrive in the next interval
    const all = processLinkBatch({ link, origin: [...input.origin, ...later.origin], destination: [...input.destination, ...later.destination], filter: DEFAULT_FILTER });
    const first = processLinkBatch({ link, ...input, filter: DEFAULT_FILTER });
    const second = processLinkBatch({ link, ...later, filter: DEFAULT_FILTER, state: first.state });
    expect([...first.samples, ...second.samples]).toEqual(all.samples);
    expect(second.state).toEqual(all.state);
    expect(second.samples.every((s) => s.accepted)).toBe(true);
    expect(second.intervals.map((i) => [i.start, i.acceptedCount])).toEqual([[T0 + 300, 3]]);
  });

  it('honours a lower link maximum', () => {
    const r = processLinkBatch({ link: { ...link, maxTravelTimeS: 125 }, ...input, filter: DEFAULT_FILTER });
    expect(r.matches.every((m) => m.travelTimeS <= 125)).toBe(true);
    expect(r.samples).toHaveLength(r.matches.length);
  });

  it('returns empty results for no detections', () => {
    const r = processLinkBatch({ link, origin: [], destination: [], filter: DEFAULT_FILTER });
    expect(r).toMatchObject({ matches: [], samples: [], intervals: [], passes: { origin: [], destination: [] } });
    expect(r.state.mean).toBeNull();
  });
});
