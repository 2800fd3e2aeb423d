import type { Queryable } from '../../db/index.ts';

export interface TmcRow {
  id: number;
  name: string;
  origin_serial: string | null;
  destination_serial: string | null;
  length_m: number;
  start_lat: number | null;
  start_lng: number | null;
  end_lat: number | null;
  end_lng: number | null;
  free_flow_s: number | null;
}

/** Links starting or ending at the device, keyset-paged by id. */
export async function tmcRowsAfter(db: Queryable, companyId: number, deviceId: number, afterId: number): Promise<TmcRow[]> {
  const { rows } = await db.query<TmcRow>(
    `SELECT l.id, l.name, o.serial AS origin_serial, d.serial AS destination_serial, l.length_m,
            o.lat AS start_lat, o.lng AS start_lng, d.lat AS end_lat, d.lng AS end_lng, l.free_flow_s
       FROM links l LEFT JOIN devices o ON o.id = l.origin_device_id LEFT JOIN devices d ON d.id = l.destination_device_id
      WHERE l.company_id = $1 AND (l.origin_device_id = $2 OR l.destination_device_id = $2) AND l.id > $3
      ORDER BY l.id LIMIT 1000`,
    [companyId, deviceId, afterId],
  );
  return rows;
}
