import type { Queryable } from '../../db/index.ts';

/** Live values of the company's links in the 5-minute interval starting at `start` (epoch seconds). */
export async function linkValuesAt(db: Queryable, companyId: number, start: number) {
  const { rows } = await db.query<{ link_id: number; travel_time_s: number | null; speed_kmh: number | null; count: number }>(
    `SELECT i.link_id, i.median_s AS travel_time_s, i.speed_kmh, i.accepted_count AS count
       FROM intervals i JOIN links l ON l.id = i.link_id
      WHERE l.company_id = $1 AND i.mode = 0 AND i.start = to_timestamp($2)
      ORDER BY i.link_id`,
    [companyId, start],
  );
  return rows;
}
