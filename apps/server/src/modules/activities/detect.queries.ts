import type { Queryable } from '../../db/index.ts';

export interface NewActivity {
  id: number;
  company_id: number;
  tag_name: string;
  rendezvous_number: string | null;
}

/** A truck waits at most this long in the gate queue: earlier sightings at the gate belong to another visit. */
export const MAX_GATE_WAIT_S = 3600;
/** An appointment is a visit's when the truck reached the gate within this long of its window. */
export const APPOINTMENT_SLACK_S = 3 * 3600;

/**
 * Turns the live matches of every terminal's gate-in → gate-out link that arrived since `since`
 * into activities, for the trucks the company knows (known_tags, by the keyed fingerprint). Each
 * takes the nearest unused appointment of its truck, its first sighting in the gate queue and its
 * first sighting in the yard. The visit (company, fingerprint, gate-in time) is unique, so
 * detectors in several server processes insert it once: the rows returned are the new ones only.
 */
export async function insertNewActivities(db: Queryable, since: Date): Promise<NewActivity[]> {
  const { rows } = await db.query<NewActivity>(
    `INSERT INTO activities (company_id, terminal_id, terminal_name, tag_id, tag_name, fingerprint, appointment_id,
                             rendezvous_number, window_start, window_end, arrived_at, gate_in_at, yard_at, gate_out_at)
     SELECT tm.company_id, tm.id, tm.name, t.id, t.name, m.fingerprint, ap.id,
            ap.rendezvous_number, ap.window_start, ap.window_end, COALESCE(q.arrived, m.departure), m.departure, y.seen, m.arrival
       FROM terminals tm
       JOIN links l ON l.id = tm.link_id
       JOIN matches m ON m.link_id = tm.link_id AND m.mode = 0 AND m.arrival >= $1
       JOIN known_tags t ON t.company_id = tm.company_id AND t.fingerprint = m.fingerprint
       LEFT JOIN LATERAL (
         SELECT min(d.create_time) AS arrived FROM detections d
          WHERE d.device_id = l.origin_device_id AND d.fingerprint = m.fingerprint
            AND d.create_time BETWEEN m.departure - make_interval(secs => $2) AND m.departure
       ) q ON true
       LEFT JOIN LATERAL (
         SELECT min(d.create_time) AS seen FROM detections d
          WHERE d.device_id = tm.yard_device_id AND d.fingerprint = m.fingerprint
            AND d.create_time BETWEEN m.departure AND m.arrival
       ) y ON true
       LEFT JOIN LATERAL (
         SELECT a.id, a.rendezvous_number, a.window_start, a.window_end FROM port_appointments a
          WHERE a.tag_id = t.id
            AND a.window_start <= m.departure + make_interval(secs => $3)
            AND a.window_end >= m.departure - make_interval(secs => $3)
            AND NOT EXISTS (SELECT 1 FROM activities x WHERE x.appointment_id = a.id)
          ORDER BY abs(extract(epoch FROM a.window_start - COALESCE(q.arrived, m.departure))), a.id
          LIMIT 1
       ) ap ON true
     ON CONFLICT (company_id, fingerprint, gate_in_at) DO NOTHING
     RETURNING id, company_id, tag_name, rendezvous_number`,
    [since, MAX_GATE_WAIT_S, APPOINTMENT_SLACK_S],
  );
  return rows;
}

/** The company's active users who may decide on activities: they are told of each new one. */
export async function approverIds(db: Queryable, companyId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM users u LEFT JOIN groups g ON g.id = u.group_id
      WHERE u.company_id = $1 AND u.is_active AND (u.is_superuser OR 'Platform|change_activities' = ANY(g.permissions))
      ORDER BY u.id`,
    [companyId],
  );
  return rows.map((r) => r.id);
}
