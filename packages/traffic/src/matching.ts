import type { LinkParams, Match, MatchTime, Pass } from './types.ts';

/** The instant of a pass used for travel times: first detection, last detection or strongest RSSI. */
export function passTime(p: Pass, t: MatchTime): number {
  return t === 'first' ? p.first : t === 'last' ? p.last : p.strongest;
}

/**
 * Pairs origin passes with destination passes of the same fingerprint on one link.
 *
 * Rules (per fingerprint, passes in order of their `first` time — when the vehicle entered each zone,
 * which does not depend on the link's match time):
 * 1. A destination pass pairs with the latest unpaired origin pass before it. So an origin pass pairs
 *    with the NEXT destination pass after it, and each destination pass is used at most once.
 * 2. A fingerprint seen at the origin again before reaching the destination pairs only its latest
 *    origin pass: the earlier one was a turn-back or a detour that came back.
 * 3. Travel time = passTime(destination) − passTime(origin) with the link's `matchTime`. A pair whose
 *    travel time exceeds `maxTravelTimeS` is not matched (a stop, a detour or a different trip), and
 *    the origin pass is dropped with it, so it cannot pair with an even later destination pass.
 * 4. Clock skew: a destination pass that started before the origin pass is not "after" it and never
 *    pairs. A pair in the right order whose chosen times give a travel time ≤ 0 (overlapping zones,
 *    a long dwell at the origin with `last`/`strongest`, small skew) IS emitted, so the filter rejects
 *    it visibly with reason `non_positive` instead of the sample silently disappearing.
 * 5. Sightings at other sensors in between do not matter here (only the link's two sensors count);
 *    passes in the inputs whose deviceId is not the link's origin/destination are ignored, so callers
 *    may pass a fingerprint's passes from all sensors. A link whose two ends are the same sensor
 *    matches nothing.
 *
 * Output is sorted by arrival, then fingerprint.
 */
export function matchPasses(originPasses: Pass[], destinationPasses: Pass[], link: LinkParams): Match[] {
  if (link.originDeviceId === link.destinationDeviceId) return [];
  type Ev = { pass: Pass; atOrigin: boolean };
  const byFingerprint = new Map<string, Ev[]>();
  const add = (pass: Pass, atOrigin: boolean) => {
    const list = byFingerprint.get(pass.fingerprint);
    if (list) list.push({ pass, atOrigin });
    else byFingerprint.set(pass.fingerprint, [{ pass, atOrigin }]);
  };
  for (const p of originPasses) if (p.deviceId === link.originDeviceId) add(p, true);
  for (const p of destinationPasses) if (p.deviceId === link.destinationDeviceId) add(p, false);

  const matches: Match[] = [];
  for (const [fingerprint, events] of byFingerprint) {
    // On equal `first`, the origin goes first: the pair is then emitted and flagged non-positive.
    if (events.length > 1) events.sort((a, b) => a.pass.first - b.pass.first || Number(b.atOrigin) - Number(a.atOrigin));
    let pending: Pass | null = null;
    for (const ev of events) {
      if (ev.atOrigin) {
        pending = ev.pass; // a newer origin pass supersedes an unpaired older one (rule 2)
        continue;
      }
      if (!pending) continue; // destination pass without an origin pass before it
      const departure = passTime(pending, link.matchTime);
      const arrival = passTime(ev.pass, link.matchTime);
      const travelTimeS = arrival - departure;
      pending = null; // consumed whether or not the pair is within the maximum (rule 3)
      if (travelTimeS > link.maxTravelTimeS) continue;
      matches.push({ linkId: link.linkId, fingerprint, departure, arrival, travelTimeS });
    }
  }
  return matches.sort((a, b) => a.arrival - b.arrival || (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0));
}
