import { FREE_FLOW_PERCENTILE, MIN_FREE_FLOW_SAMPLES } from './free-flow.ts';
import { OFFLINE_AFTER_S, SILENT_AFTER_S } from './sensor-status.ts';
import { CURRENT_MAX_AGE_S, FREE_FLOW_WINDOW_S, LIVE_MODE, TYPICAL_HALF_WINDOW_S, TYPICAL_WEEKS } from './windows.ts';

/*
 * The same definitions as SQL fragments over the server's tables — intervals(link_id, mode, start,
 * accepted_count, median_s) and devices.last_seen — built from the same constants, so a query
 * computes exactly what the functions beside this file compute (a server test holds them equal on
 * PGlite and PostgreSQL). Arguments are SQL expressions written in the server's code (column
 * references, `$n` parameters), never user input. Subquery aliases start with `def_` so they
 * cannot capture the caller's.
 */

const secs = (s: number) => `make_interval(secs => ${s})`;

/** Lateral subquery body: currentInterval() of link `linkId` — the latest live interval within CURRENT_MAX_AGE_S — with the given `def_cur` columns. */
export const currentIntervalSql = (linkId: string, columns = 'def_cur.*') =>
  `SELECT ${columns} FROM intervals def_cur
    WHERE def_cur.link_id = ${linkId} AND def_cur.mode = ${LIVE_MODE} AND def_cur.start > now() - ${secs(CURRENT_MAX_AGE_S)}
    ORDER BY def_cur.start DESC LIMIT 1`;

/** Scalar subquery: estimatedFreeFlow() of link `linkId` at now(). */
export const estimatedFreeFlowSql = (linkId: string) =>
  `(SELECT percentile_cont(${FREE_FLOW_PERCENTILE / 100}) WITHIN GROUP (ORDER BY def_ff.median_s) FROM intervals def_ff
     WHERE def_ff.link_id = ${linkId} AND def_ff.mode = ${LIVE_MODE} AND def_ff.median_s IS NOT NULL
       AND def_ff.accepted_count >= ${MIN_FREE_FLOW_SAMPLES} AND def_ff.start > now() - ${secs(FREE_FLOW_WINDOW_S)})`;

/** linkFreeFlow(): the link's own free flow, else the estimate (pass a column holding estimatedFreeFlowSql() to compute it once). */
export const linkFreeFlowSql = (own: string, estimate: string) => `COALESCE(${own}, ${estimate})`;

/**
 * Scalar subquery: typicalTravelTime() of link `linkId` for the interval starting at `at`
 * (timestamptz) in time zone `timeZone` (an IANA name expression). `timestamp AT TIME ZONE` moves
 * by local wall-clock weeks, as sameLocalTimeWeeksBefore() does. NULL when `at` is NULL.
 */
export const typicalSql = (linkId: string, at: string, timeZone: string) =>
  `(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY def_typ.median_s)
      FROM generate_series(1, ${TYPICAL_WEEKS}) AS def_w(k)
      CROSS JOIN LATERAL (SELECT ((${at}) AT TIME ZONE ${timeZone} - make_interval(days => 7 * def_w.k)) AT TIME ZONE ${timeZone} AS t) def_at
      JOIN intervals def_typ ON def_typ.link_id = ${linkId} AND def_typ.mode = ${LIVE_MODE}
       AND def_typ.median_s IS NOT NULL AND def_typ.accepted_count > 0
       AND def_typ.start BETWEEN def_at.t - ${secs(TYPICAL_HALF_WINDOW_S)} AND def_at.t + ${secs(TYPICAL_HALF_WINDOW_S)})`;

/** delayVsFreeFlow() of two expressions (each is evaluated up to three times: pass columns). */
export const delayVsFreeFlowSql = (travelTime: string, freeFlow: string) =>
  `(CASE WHEN ${travelTime} IS NULL OR ${freeFlow} IS NULL OR ${freeFlow} <= 0 THEN NULL ELSE greatest(0, ${travelTime} - ${freeFlow}) END)`;

/** unusualDelay() of two expressions (pass columns). */
export const unusualDelaySql = (travelTime: string, typical: string) =>
  `(CASE WHEN ${travelTime} IS NULL OR ${typical} IS NULL OR ${typical} <= 0 THEN NULL ELSE ${travelTime} - ${typical} END)`;

/** sensorStatus() of a last-seen timestamptz at now(): 'online', 'silent' or 'offline'. */
export const sensorStatusSql = (lastSeen: string) =>
  `(CASE WHEN ${lastSeen} IS NULL OR ${lastSeen} <= now() - ${secs(OFFLINE_AFTER_S)} THEN 'offline'
         WHEN ${lastSeen} <= now() - ${secs(SILENT_AFTER_S)} THEN 'silent' ELSE 'online' END)`;

/** True when sensorStatus() is 'online' (false for never seen). */
export const sensorOnlineSql = (lastSeen: string) => `COALESCE(${lastSeen} > now() - ${secs(SILENT_AFTER_S)}, false)`;

/** True when sensorStatus() is 'offline'. */
export const sensorOfflineSql = (lastSeen: string) => `(${lastSeen} IS NULL OR ${lastSeen} <= now() - ${secs(OFFLINE_AFTER_S)})`;
