import type { Queryable } from '../../db/index.ts';
import type { ObjectNow } from './figures.ts';

interface SightingRow {
  id: number;
  name: string;
  created_s: number;
  device_id: number | null;
  device_name: string | null;
  at_s: number | null;
}

/**
 * Each tag of the company (or of `ids`) with its latest detection at or before `now` at each of
 * the company's sensors: one probe of the (device, fingerprint, time) index per sensor and tag, as
 * the tags page reads its "last seen". Detections carry the same keyed fingerprint as the tag.
 */
async function tagSightings(db: Queryable, companyId: number, ids: number[] | null, now: Date): Promise<SightingRow[]> {
  const { rows } = await db.query<SightingRow>(
    `SELECT t.id, t.name, extract(epoch FROM t.created_at)::float8 AS created_s, s.device_id, s.device_name, s.at_s
       FROM known_tags t
       LEFT JOIN LATERAL (
         SELECT dv.id AS device_id, COALESCE(NULLIF(dv.name, ''), dv.serial) AS device_name, extract(epoch FROM x.create_time)::float8 AS at_s
           FROM devices dv
          CROSS JOIN LATERAL (SELECT det.create_time FROM detections det
                               WHERE det.device_id = dv.id AND det.fingerprint = t.fingerprint AND det.create_time <= $3
                               ORDER BY det.create_time DESC LIMIT 1) x
          WHERE dv.company_id = t.company_id) s ON true
      WHERE t.company_id = $1 AND ($2::int[] IS NULL OR t.id = ANY($2::int[]))`,
    [companyId, ids, now],
  );
  return rows;
}

/** The figures tag rules judge, by tag id. */
export async function tagsNow(db: Queryable, companyId: number, ids: number[] | null, now: Date): Promise<Map<number, ObjectNow>> {
  const out = new Map<number, ObjectNow>();
  for (const r of await tagSightings(db, companyId, ids, now)) {
    let o = out.get(r.id);
    if (!o) out.set(r.id, (o = { name: r.name, figures: { type: 'tag', createdS: r.created_s, sightings: [] } }));
    if (o.figures.type === 'tag' && r.device_id !== null && r.at_s !== null)
      o.figures.sightings.push({ deviceId: r.device_id, deviceName: r.device_name ?? '', atS: r.at_s });
  }
  return out;
}
