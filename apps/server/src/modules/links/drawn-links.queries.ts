import type { Queryable } from '../../db/index.ts';
import { currentIntervalSql } from '@roadlens/traffic/definitions';
import type { DrawnLink } from './drawn-links.encode.ts';

/**
 * Every link of the company with the line the map draws (its own geometry, else its origin →
 * destination sensor, when both are placed) and the current interval's speed.
 */
export async function drawnLinks(db: Queryable, companyId: number): Promise<DrawnLink[]> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    geometry: [number, number][] | null;
    o_lng: number | null;
    o_lat: number | null;
    d_lng: number | null;
    d_lat: number | null;
    speed_kmh: number | null;
  }>(
    `SELECT l.id, l.name, l.geometry, o.lng AS o_lng, o.lat AS o_lat, d.lng AS d_lng, d.lat AS d_lat, cur.speed_kmh
       FROM links l
       LEFT JOIN devices o ON o.id = l.origin_device_id AND o.company_id = l.company_id AND o.deleted_at IS NULL
       LEFT JOIN devices d ON d.id = l.destination_device_id AND d.company_id = l.company_id AND d.deleted_at IS NULL
       LEFT JOIN LATERAL (${currentIntervalSql('l.id', 'def_cur.speed_kmh')}) cur ON true
      WHERE l.company_id = $1
      ORDER BY l.id`,
    [companyId],
  );
  return rows.map((r) => {
    const own = r.geometry && r.geometry.length >= 2 ? r.geometry : null;
    const ends: [number, number][] =
      r.o_lng !== null && r.o_lat !== null && r.d_lng !== null && r.d_lat !== null
        ? [
            [r.o_lng, r.o_lat],
            [r.d_lng, r.d_lat],
          ]
        : [];
    return { id: r.id, name: r.name, speed_kmh: r.speed_kmh ?? null, line: own ?? ends };
  });
}
