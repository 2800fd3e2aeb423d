import type { Queryable } from '../../db/index.ts';
import type { Tag, TagDevice, TagTrip } from '@roadlens/contract/tags';

interface TagRow {
  id: number;
  name: string;
  kind: 'mac' | 'tag';
  fingerprint: string;
  created_at: Date;
  last_seen: Date | null;
  last_device_id: number | null;
  last_device_name: string | null;
}

/** Latest detection of the fingerprint on one of the company's sensors (the (device, fingerprint, time) index per sensor). */
const SELECT = `SELECT t.id, t.name, t.kind, t.fingerprint, t.created_at, ls.create_time AS last_seen, ls.device_id AS last_device_id, ls.device_name AS last_device_name
  FROM known_tags t
  LEFT JOIN LATERAL (
    SELECT x.create_time, dv.id AS device_id, dv.name AS device_name FROM devices dv
    CROSS JOIN LATERAL (SELECT det.create_time FROM detections det WHERE det.device_id = dv.id AND det.fingerprint = t.fingerprint ORDER BY det.create_time DESC LIMIT 1) x
    WHERE dv.company_id = t.company_id ORDER BY x.create_time DESC LIMIT 1
  ) ls ON true`;

const toTag = (r: TagRow): Tag => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  created_at: new Date(r.created_at).toISOString(),
  last_seen: r.last_seen ? new Date(r.last_seen).toISOString() : null,
  last_device: r.last_device_id != null ? { id: r.last_device_id, name: r.last_device_name ?? '' } : null,
});

export async function listTags(db: Queryable, companyId: number): Promise<Tag[]> {
  const { rows } = await db.query<TagRow>(`${SELECT} WHERE t.company_id = $1 ORDER BY t.name, t.id`, [companyId]);
  return rows.map(toTag);
}

export async function findTag(db: Queryable, companyId: number, id: number): Promise<(Tag & { fingerprint: string }) | null> {
  const { rows } = await db.query<TagRow>(`${SELECT} WHERE t.company_id = $1 AND t.id = $2`, [companyId, id]);
  return rows[0] ? { ...toTag(rows[0]), fingerprint: rows[0].fingerprint } : null;
}

/** Inserts the tag; null when the company already knows this device. */
export async function insertTag(
  db: Queryable,
  companyId: number,
  name: string,
  kind: 'mac' | 'tag',
  fingerprint: string,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO known_tags (company_id, name, kind, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id, fingerprint) DO NOTHING RETURNING id`,
    [companyId, name, kind, fingerprint],
  );
  return rows[0]?.id ?? null;
}

export async function renameTag(db: Queryable, companyId: number, id: number, name: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE known_tags SET name = $3 WHERE id = $1 AND company_id = $2', [id, companyId, name]);
  return rowCount > 0;
}

export async function deleteTag(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM known_tags WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}

/** A gap longer than this between two detections at one sensor ends a visit. */
export const VISIT_GAP_S = 300;

/** Per sensor since `from`: detections, visits, dwell (first to last detection of each visit, summed) and last seen. */
export async function tagDevices(db: Queryable, companyId: number, fingerprint: string, from: Date): Promise<TagDevice[]> {
  const { rows } = await db.query<{
    device_id: number;
    name: string;
    detections: number;
    visits: number;
    dwell_s: number;
    last_seen: Date;
  }>(
    `WITH d AS (
       SELECT det.device_id, det.create_time,
         CASE WHEN lag(det.create_time) OVER w IS NULL OR det.create_time - lag(det.create_time) OVER w > make_interval(secs => $4) THEN 1 ELSE 0 END AS starts
       FROM devices dv JOIN detections det ON det.device_id = dv.id AND det.fingerprint = $2 AND det.create_time >= $3
       WHERE dv.company_id = $1
       WINDOW w AS (PARTITION BY det.device_id ORDER BY det.create_time)
     ), v AS (
       SELECT device_id, create_time, sum(starts) OVER (PARTITION BY device_id ORDER BY create_time) AS visit FROM d
     ), visits AS (
       SELECT device_id, visit, count(*) AS n, min(create_time) AS arrived, max(create_time) AS left_at FROM v GROUP BY device_id, visit
     )
     SELECT x.device_id, dv.name, sum(x.n)::int AS detections, count(*)::int AS visits,
       sum(extract(epoch FROM x.left_at - x.arrived))::float8 AS dwell_s, max(x.left_at) AS last_seen
     FROM visits x JOIN devices dv ON dv.id = x.device_id
     GROUP BY x.device_id, dv.name ORDER BY max(x.left_at) DESC`,
    [companyId, fingerprint, from, VISIT_GAP_S],
  );
  return rows.map((r) => ({ ...r, last_seen: new Date(r.last_seen).toISOString() }));
}

/** The fingerprint's matched trips over the company's links since `from` (live processing), newest first. */
export async function tagTrips(db: Queryable, companyId: number, fingerprint: string, from: Date, limit = 200): Promise<TagTrip[]> {
  const { rows } = await db.query<{
    link_id: number;
    link_name: string;
    departure: Date;
    arrival: Date;
    travel_time_s: number;
    accepted: boolean;
  }>(
    `SELECT m.link_id, l.name AS link_name, m.departure, m.arrival, m.travel_time_s, m.accepted
     FROM matches m JOIN links l ON l.id = m.link_id AND l.company_id = $1
     WHERE m.fingerprint = $2 AND m.mode = 0 AND m.departure >= $3
     ORDER BY m.departure DESC LIMIT $4`,
    [companyId, fingerprint, from, limit],
  );
  return rows.map((r) => ({ ...r, departure: new Date(r.departure).toISOString(), arrival: new Date(r.arrival).toISOString() }));
}
