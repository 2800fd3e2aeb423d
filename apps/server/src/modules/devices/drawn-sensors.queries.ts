import type { MapSensors } from '@roadlens/contract/live-map';
import type { Queryable } from '../../db/index.ts';

/** Every placed, not deleted device of the company, as the live map's parallel arrays, by id. */
export async function drawnSensors(db: Queryable, companyId: number): Promise<MapSensors> {
  const { rows } = await db.query<{ id: number; name: string; serial: string; lng: number; lat: number; last_seen: Date | string | null }>(
    `SELECT id, name, serial, lng, lat, last_seen
       FROM devices
      WHERE company_id = $1 AND deleted_at IS NULL AND lat IS NOT NULL AND lng IS NOT NULL
      ORDER BY id`,
    [companyId],
  );
  const out: MapSensors = { ids: [], names: [], serials: [], lngs: [], lats: [], last_seen: [] };
  for (const r of rows) {
    out.ids.push(r.id);
    out.names.push(r.name);
    out.serials.push(r.serial);
    out.lngs.push(Number(r.lng));
    out.lats.push(Number(r.lat));
    out.last_seen.push(r.last_seen === null ? null : new Date(r.last_seen).toISOString());
  }
  return out;
}
