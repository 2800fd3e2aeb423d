import type { Queryable } from '../../db/index.ts';
import { MAX_GATE_WAIT_S } from './detect.queries.ts';

/** Epoch second of the hour a time falls in (independent of the session's time zone). */
const HOUR = (col: string) => `(floor(extract(epoch FROM ${col}) / 3600) * 3600)::float8`;

export interface GateHour {
  hour_s: number;
  trucks: number;
  gate_wait_s: number | null;
}

/**
 * Every truck through the company's terminal gates since `from` (the gate-in → gate-out link's live
 * matches, known trucks or not), per hour of gate-in: how many, and their mean wait in the gate
 * queue — from the first sighting at the gate-in sensor to passing the barrier.
 */
export async function gateHours(db: Queryable, companyId: number, from: Date): Promise<GateHour[]> {
  const { rows } = await db.query<GateHour>(
    `SELECT ${HOUR('m.departure')} AS hour_s, count(*)::int AS trucks,
            avg(extract(epoch FROM m.departure - q.arrived))::float8 AS gate_wait_s
       FROM terminals tm
       JOIN links l ON l.id = tm.link_id
       JOIN matches m ON m.link_id = tm.link_id AND m.mode = 0 AND m.departure >= $2
       LEFT JOIN LATERAL (
         SELECT min(d.create_time) AS arrived FROM detections d
          WHERE d.device_id = l.origin_device_id AND d.fingerprint = m.fingerprint
            AND d.create_time BETWEEN m.departure - make_interval(secs => $3) AND m.departure
       ) q ON true
      WHERE tm.company_id = $1
      GROUP BY 1 ORDER BY 1`,
    [companyId, from, MAX_GATE_WAIT_S],
  );
  return rows;
}

export interface VisitHour {
  hour_s: number;
  visits: number;
  turn_time_s: number | null;
  early: number;
  on_time: number;
  late: number;
}

/** The known trucks' visits (activities) since `from`, per hour of gate-in: mean turn time and arrival against the window. */
export async function visitHours(db: Queryable, companyId: number, from: Date): Promise<VisitHour[]> {
  const { rows } = await db.query<VisitHour>(
    `SELECT ${HOUR('gate_in_at')} AS hour_s, count(*)::int AS visits,
            avg(extract(epoch FROM gate_out_at - gate_in_at))::float8 AS turn_time_s,
            count(*) FILTER (WHERE arrived_at < window_start)::int AS early,
            count(*) FILTER (WHERE arrived_at BETWEEN window_start AND window_end)::int AS on_time,
            count(*) FILTER (WHERE arrived_at > window_end)::int AS late
       FROM activities
      WHERE company_id = $1 AND gate_in_at >= $2
      GROUP BY 1 ORDER BY 1`,
    [companyId, from],
  );
  return rows;
}
