import { describe, expect, it } from 'vitest';
import { matchPasses, passTime } from './matching.ts';
import type { LinkParams, Pass } from './types.ts';

const link: LinkParams = { linkId: 7, originDeviceId: 1, destinationDeviceId: 2, lengthM: 1000, maxTravelTimeS: 600, matchTime: 'first' };
const pass = (deviceId: number, first: number, fingerprint = 'f1', last = first + 10, strongest = first + 5): Pass => ({
  deviceId,
  fingerprint,
  first,
  last,
  strongest,
  strongestRssi: -60,
  count: 3,
});
const A = (t: number, fp?: string, last?: number, strongest?: number) => pass(1, t, fp, last, strongest);
const B = (t: number, fp?: string, last?: number, strongest?: number) => pass(2, t, fp, last, strongest);
const C = (t: number, fp?: string) => pass(3, t, fp);
const pairs = (o: Pass[], d: Pass[], l: LinkParams = link) =>
  matchPasses(o, d, l).map((m) => [m.fingerprint, m.departure, m.arrival, m.travelTimeS]);

describe('passTime', () => {
  it('picks the chosen instant of a pass', () => {
    const p = pass(1, 100, 'x', 180, 130);
    expect([passTime(p, 'first'), passTime(p, 'last'), passTime(p, 'strongest')]).toEqual([100, 180, 130]);
  });
});

describe('matchPasses', () => {
  it('pairs an origin pass with the next destination pass using the link match time', () => {
    expect(pairs([A(1000)], [B(1300)])).toEqual([['f1', 1000, 1300, 300]]);
    expect(pairs([A(1000, 'f1', 1040)], [B(1300, 'f1', 1320)], { ...link, matchTime: 'last' })).toEqual([['f1', 1040, 1320, 280]]);
    expect(pairs([A(1000, 'f1', 1040, 1020)], [B(1300, 'f1', 1320, 1302)], { ...link, matchTime: 'strongest' })).toEqual([
      ['f1', 1020, 1302, 282],
    ]);
    expect(matchPasses([A(1000)], [B(1300)], link)[0].linkId).toBe(7);
  });

  it('uses each destination pass at most once and matches later trips separately', () => {
    expect(pairs([A(1000)], [B(1200), B(1400)])).toEqual([['f1', 1000, 1200, 200]]);
    expect(pairs([A(1000), A(5000)], [B(1200), B(5300)])).toEqual([
      ['f1', 1000, 1200, 200],
      ['f1', 5000, 5300, 300],
    ]);
  });

  it('pairs only the latest origin pass when the fingerprint returns to the origin first (turn-back)', () => {
    expect(pairs([A(1000), A(1500)], [B(1700)])).toEqual([['f1', 1500, 1700, 200]]);
  });

  it('does not match beyond the max travel time and drops that origin pass', () => {
    expect(pairs([A(1000)], [B(1700)])).toEqual([]);
    expect(pairs([A(1000)], [B(1700), B(1800)])).toEqual([]);
    expect(pairs([A(1000)], [B(1600)])).toEqual([['f1', 1000, 1600, 600]]); // exactly the max is allowed
  });

  it('still matches a vehicle seen at a third sensor in between; a detour beyond the max is not matched', () => {
    expect(pairs([A(1000), C(1200)], [C(1200), B(1400)])).toEqual([['f1', 1000, 1400, 400]]);
    expect(pairs([A(1000), C(1300)], [B(1700)])).toEqual([]);
  });

  it('handles clock skew: a destination pass before the origin pass never pairs; overlap gives a flagged non-positive time', () => {
    expect(pairs([A(1000)], [B(990)])).toEqual([]);
    // Entered A first, but A's last detection is after B's: emitted with a negative travel time.
    expect(pairs([A(1000, 'f1', 1300)], [B(1100, 'f1', 1250)], { ...link, matchTime: 'last' })).toEqual([['f1', 1300, 1250, -50]]);
    expect(pairs([A(1000)], [B(1000)])).toEqual([['f1', 1000, 1000, 0]]);
  });

  it('never pairs different fingerprints, sorts by arrival, and ignores a same-sensor link', () => {
    expect(pairs([A(1000, 'x')], [B(1100, 'y')])).toEqual([]);
    expect(pairs([A(1000, 'b'), A(1010, 'a')], [B(1300, 'b'), B(1200, 'a')])).toEqual([
      ['a', 1010, 1200, 190],
      ['b', 1000, 1300, 300],
    ]);
    expect(matchPasses([A(1000)], [A(1100)], { ...link, destinationDeviceId: 1 })).toEqual([]);
  });
});
