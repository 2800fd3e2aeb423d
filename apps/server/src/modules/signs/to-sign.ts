import type { Sign, SignCurrent } from '@roadlens/contract/signs';
import { activeOverride } from './evaluate.ts';
import type { SignRow } from './signs.queries.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The API shape of a sign; an expired override is not shown as one. */
export function toSign(s: SignRow, now = new Date()): Sign {
  const o = activeOverride(s, now);
  return {
    id: s.id,
    name: s.name,
    lat: s.lat,
    lng: s.lng,
    routes: s.routes,
    lines: s.lines,
    rounding_min: s.rounding_min,
    max_minutes: s.max_minutes,
    min_confidence: s.min_confidence,
    max_age_min: s.max_age_min,
    override: o ? { lines: o.lines, expires_at: o.expires_at.toISOString(), reason: o.reason } : null,
    display:
      s.shown_lines && s.shown_reason
        ? { lines: s.shown_lines, reason: s.shown_reason, detail: s.shown_detail ?? '', since: iso(s.shown_since) }
        : null,
  };
}

export function toCurrent(s: SignRow, now = new Date()): SignCurrent {
  return {
    id: s.id,
    lines: s.shown_lines ?? [],
    reason: s.shown_reason ?? 'fallback',
    since: iso(s.shown_since),
    override_expires_at: activeOverride(s, now)?.expires_at.toISOString() ?? null,
  };
}
