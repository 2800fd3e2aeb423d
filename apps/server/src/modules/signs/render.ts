import { parseTemplate, type SignLine, type SignReason } from '@roadlens/contract/signs';

/** A route's current figures as the sign reads them. */
export interface RouteNow {
  travel_time_s: number | null;
  confidence: number;
  /** Start of the interval the value rests on (ISO), null without data. */
  interval_start: string | null;
  length_m: number;
  speed_limit_kmh: number;
}

export interface Rails {
  rounding_min: number;
  max_minutes: number;
  min_confidence: number;
  max_age_min: number;
}

/** Why a route gives no number: unknown to the sign, no current value, too old, too few vehicles. */
export type NoValue = 'missing' | 'no_data' | 'stale' | 'low_confidence';

export type RouteMinutes = { minutes: number } | { none: NoValue };

/**
 * The minutes a sign shows for a route. Rounded to the nearest multiple of the rounding (never
 * zero), clamped to the maximum, and never below the time the route takes at its speed limit
 * (rounded up): a sign must not promise a time only speeding can make. The floor wins over the
 * maximum for that reason.
 */
export function signMinutes(
  travelTimeS: number,
  lengthM: number,
  speedLimitKmh: number,
  rails: Pick<Rails, 'rounding_min' | 'max_minutes'>,
): number {
  const r = rails.rounding_min;
  const rounded = Math.max(r, Math.round(travelTimeS / 60 / r) * r);
  const clamped = Math.min(rounded, rails.max_minutes);
  const floorMin = lengthM / (speedLimitKmh / 3.6) / 60;
  const floor = Math.ceil(floorMin / r - 1e-9) * r;
  return Math.max(clamped, floor);
}

/** A route's number, or why there is none, at `now`. */
export function routeMinutes(v: RouteNow | null, rails: Rails, now: Date): RouteMinutes {
  if (!v) return { none: 'missing' };
  if (v.travel_time_s == null || !v.interval_start) return { none: 'no_data' };
  if (now.getTime() - Date.parse(v.interval_start) > rails.max_age_min * 60_000) return { none: 'stale' };
  if (v.confidence < rails.min_confidence) return { none: 'low_confidence' };
  return { minutes: signMinutes(v.travel_time_s, v.length_m, v.speed_limit_kmh, rails) };
}

export interface Shown {
  lines: string[];
  reason: SignReason;
  /** For a fallback: `why:routeId` per route that fell back; for an override: its reason. */
  detail: string;
}

/**
 * What the sign shows: each line's template filled in, or the line's fallback when any route it
 * names has no usable number (one silent route does not blank the other lines).
 */
export function renderLines(lines: SignLine[], minutes: Map<number, RouteMinutes>): Shown {
  const fallbacks: string[] = [];
  const out = lines.map((line) => {
    const parts = parseTemplate(line.template);
    let text = '';
    for (const p of parts) {
      if ('text' in p) {
        text += p.text;
        continue;
      }
      const m = minutes.get(p.routeId) ?? { none: 'missing' as const };
      if ('none' in m) {
        const token = `${m.none}:${p.routeId}`;
        if (!fallbacks.includes(token)) fallbacks.push(token);
        return line.fallback;
      }
      text += String(m.minutes);
    }
    return text;
  });
  return fallbacks.length
    ? { lines: out, reason: 'fallback', detail: fallbacks.join(' ') }
    : { lines: out, reason: 'travel_times', detail: '' };
}
