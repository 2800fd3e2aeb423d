import type { Queryable } from '../../db/index.ts';
import { findRoute } from '../routes/routes.queries.ts';
import { withCurrent } from '../routes/route-current.ts';
import { renderLines, routeMinutes, type RouteMinutes, type Shown } from './render.ts';
import { findSign, recordShown, type SignRow } from './signs.queries.ts';

/** An operator message is in force until its expiry. */
export const activeOverride = (s: SignRow, now: Date) =>
  s.override_lines && s.override_expires_at && new Date(s.override_expires_at).getTime() > now.getTime()
    ? { lines: s.override_lines, expires_at: new Date(s.override_expires_at), reason: s.override_reason ?? '' }
    : null;

/** What the sign should show at `now`, from its routes' current values (the routes module's own figures). */
export async function evaluateSign(db: Queryable, s: SignRow, now: Date): Promise<Shown> {
  const o = activeOverride(s, now);
  if (o) return { lines: o.lines, reason: 'override', detail: o.reason };
  const minutes = new Map<number, RouteMinutes>();
  for (const sr of s.routes) {
    const row = await findRoute(db, s.company_id, sr.route_id);
    const cur = row ? (await withCurrent(db, s.company_id, row)).current : null;
    minutes.set(
      sr.route_id,
      routeMinutes(
        row && cur
          ? {
              travel_time_s: cur.travel_time_s,
              confidence: cur.confidence,
              interval_start: cur.interval_start,
              length_m: row.length_m,
              speed_limit_kmh: sr.speed_limit_kmh,
            }
          : null,
        s,
        now,
      ),
    );
  }
  return renderLines(s.lines, minutes);
}

/** Evaluates a sign and stores the result (logging a change of text); the sign as it is now, or null when not the company's. */
export async function refreshSign(db: Queryable, companyId: number, id: number, now = new Date()): Promise<SignRow | null> {
  const s = await findSign(db, companyId, id);
  if (!s) return null;
  const shown = await evaluateSign(db, s, now);
  await recordShown(db, s.id, shown.lines, shown.reason, shown.detail);
  return findSign(db, companyId, id);
}
