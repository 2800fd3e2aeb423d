import { rekeyFingerprint } from '@roadlens/traffic/fingerprint';
import { haversineM, TERMINAL_NAME, TERMINAL_SENSORS, TERMINAL_TRUCKS, terminalSensor } from '@roadlens/traffic/simulator/index';
import type { Queryable } from '../../db/index.ts';
import type { SeededIds } from '../../seed/core.ts';

/** A truck's visit rarely lasts longer: the gate queue, the yard and the exit queue together. */
export const TERMINAL_MAX_VISIT_S = 4 * 3600;

const VIEW = 'Platform|view_activities';
const CHANGE = 'Platform|change_activities';

/**
 * Demo Port's container terminal at Ambarlı: the gate-in, yard and gate-out sensors of the
 * simulated terminal, the gate-in → gate-out link whose matches are the trucks' visits (timed at
 * the last sighting at each gate: passing the barrier), the terminal itself, the fleet's trucks as
 * known devices (keyed like detections) and the activity permissions of the port's roles.
 */
export async function seedPort(db: Queryable, ids: SeededIds): Promise<void> {
  const company = ids.companies.port;
  const { rows: devs } = await db.query<{ id: number; serial: string }>(
    `INSERT INTO devices (company_id, serial, name, data_source_type, lat, lng, time_zone, schedule_status, processing_status)
     SELECT $1, s, n, 0, la, ln, 'Europe/Istanbul', '1', 'processing_finished'
       FROM unnest($2::text[], $3::text[], $4::float8[], $5::float8[]) AS x(s, n, la, ln)
     RETURNING id, serial`,
    [
      company,
      TERMINAL_SENSORS.map((s) => s.key),
      TERMINAL_SENSORS.map((s) => s.name),
      TERMINAL_SENSORS.map((s) => s.lat),
      TERMINAL_SENSORS.map((s) => s.lng),
    ],
  );
  const device = (role: 'gate_in' | 'yard' | 'gate_out') => devs.find((d) => d.serial === terminalSensor(role).key)!.id;
  const path = (['gate_in', 'yard', 'gate_out'] as const).map((r) => [terminalSensor(r).lng, terminalSensor(r).lat] as [number, number]);
  const lengthM = Math.round(haversineM(path[0], path[1]) + haversineM(path[1], path[2]));
  const { rows: link } = await db.query<{ id: number }>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, length_m, geometry, free_flow_s, max_travel_time_s, match_time)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 1200, $7, 'last') RETURNING id`,
    [company, 'Ambarlı Gate-in → Gate-out', device('gate_in'), device('gate_out'), lengthM, JSON.stringify(path), TERMINAL_MAX_VISIT_S],
  );
  await db.query('INSERT INTO terminals (company_id, name, link_id, yard_device_id) VALUES ($1, $2, $3, $4)', [
    company,
    TERMINAL_NAME,
    link[0].id,
    device('yard'),
  ]);
  const { rows: co } = await db.query<{ fingerprint_secret: string }>('SELECT fingerprint_secret FROM companies WHERE id = $1', [company]);
  await db.query(
    `INSERT INTO known_tags (company_id, name, kind, fingerprint) SELECT $1, n, 'mac', f FROM unnest($2::text[], $3::text[]) AS x(n, f)`,
    [company, TERMINAL_TRUCKS.map((t) => t.name), TERMINAL_TRUCKS.map((t) => rekeyFingerprint(co[0].fingerprint_secret, t.mac))],
  );
  await db.query(
    `UPDATE groups SET permissions = permissions || CASE WHEN name = 'Viewer' THEN ARRAY[$2::text] ELSE ARRAY[$2::text, $3::text] END
      WHERE company_id = $1 AND name IN ('Admin', 'Operator', 'Viewer')`,
    [company, VIEW, CHANGE],
  );
}
