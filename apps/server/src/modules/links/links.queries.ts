import type { Queryable } from '../../db/index.ts';
import { confidence } from '@roadlens/traffic/definitions/confidence';
import { unusualDelay } from '@roadlens/traffic/definitions/delay';
import {
  currentIntervalSql,
  delayVsFreeFlow,
  delayVsFreeFlowSql,
  estimatedFreeFlowSql,
  linkFreeFlowSql,
  typicalSql,
} from '@roadlens/traffic/definitions';
import type { Link, LinkCreate, LINK_SORT_KEYS } from '@roadlens/contract/links';

const iso = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/**
 * Current values per link, by the traffic definitions: the current interval (latest live one within
 * CURRENT_MAX_AGE_S), the typical travel time of the same local time of the week, and free flow (the
 * link's own, else the estimate from recent intervals; COALESCE skips the estimate when it has one).
 */
const CURRENT = `
  JOIN companies co ON co.id = l.company_id
  LEFT JOIN LATERAL (${currentIntervalSql('l.id', 'def_cur.start, def_cur.median_s, def_cur.speed_kmh, def_cur.accepted_count')}) cur ON true
  LEFT JOIN LATERAL (SELECT ${typicalSql('l.id', 'cur.start', 'co.time_zone')} AS typical_s) typ ON true
  LEFT JOIN LATERAL (SELECT ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))} AS ff) ff ON true`;

const COLUMNS = `l.id, l.name, l.origin_device_id, l.destination_device_id, l.provider_segment, l.length_m, l.geometry, l.free_flow_s,
  l.max_travel_time_s, l.match_time, l.sigma, l.b_value, l.trend_threshold,
  cur.start AS cur_start, cur.median_s AS cur_median, cur.speed_kmh AS cur_speed, cur.accepted_count AS cur_count,
  typ.typical_s, ff.ff`;

export const toLink = (r: Record<string, unknown>): Link => {
  const freeFlow = (r.ff as number | null) ?? null;
  const tt = (r.cur_median as number | null) ?? null;
  return {
    id: r.id as number,
    name: r.name as string,
    origin_device_id: r.origin_device_id as number | null,
    destination_device_id: r.destination_device_id as number | null,
    provider_segment: r.provider_segment as string | null,
    length_m: r.length_m as number,
    geometry: r.geometry as Link['geometry'],
    free_flow_s: r.free_flow_s as number | null,
    max_travel_time_s: r.max_travel_time_s as number,
    match_time: r.match_time as Link['match_time'],
    filter: { sigma: r.sigma as number, b_value: r.b_value as number, trend_threshold: r.trend_threshold as number },
    current: {
      interval_start: iso(r.cur_start),
      travel_time_s: tt,
      speed_kmh: (r.cur_speed as number | null) ?? null,
      count: (r.cur_count as number | null) ?? 0,
      typical_s: (r.typical_s as number | null) ?? null,
      free_flow_s: freeFlow,
      delay_s: delayVsFreeFlow(tt, freeFlow),
      unusual_delay_s: unusualDelay(tt, (r.typical_s as number | null) ?? null),
      confidence: confidence((r.cur_count as number | null) ?? 0),
    },
  };
};

/**
 * Sort keys of GET /api/map/links/ (DRF `ordering`, `-` for descending): the column names of the
 * list, mapped to SQL over the same lateral values the rows show. Every key ends on id so pages
 * never overlap; empty values sort last either way.
 */
const SORT_KEYS = {
  name: 'l.name',
  length_m: 'l.length_m',
  travel_time: 'cur.median_s',
  speed: 'cur.speed_kmh',
  typical: 'typ.typical_s',
  // The same delay the row shows.
  delay: delayVsFreeFlowSql('cur.median_s', 'ff.ff'),
  samples: 'COALESCE(cur.accepted_count, 0)',
} as const satisfies Record<(typeof LINK_SORT_KEYS)[number], string>;
type SortKey = keyof typeof SORT_KEYS;

const orderBy = (ordering: string) => {
  const desc = ordering.startsWith('-');
  const expr = SORT_KEYS[ordering.replace(/^-/, '') as SortKey] ?? SORT_KEYS.name;
  return desc ? `${expr} DESC NULLS LAST, l.id DESC` : `${expr} NULLS LAST, l.id`;
};

export async function listLinks(db: Queryable, companyId: number, limit: number, offset: number, search?: string, ordering = 'name') {
  const where = `l.company_id = $1 AND ($2::text IS NULL OR l.name ILIKE '%' || $2 || '%')`;
  const { rows: c } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM links l WHERE ${where}`, [companyId, search ?? null]);
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM links l ${CURRENT} WHERE ${where} ORDER BY ${orderBy(ordering)} LIMIT $3 OFFSET $4`,
    [companyId, search ?? null, limit, offset],
  );
  return { count: c[0].n, rows: rows.map(toLink) };
}

export async function findLink(db: Queryable, companyId: number, id: number): Promise<Link | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM links l ${CURRENT} WHERE l.company_id = $1 AND l.id = $2`, [companyId, id]);
  return rows[0] ? toLink(rows[0]) : null;
}

/** The company's links among these ids, with their current values (one query for a live step's links). */
export async function findLinks(db: Queryable, companyId: number, ids: number[]): Promise<Link[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM links l ${CURRENT} WHERE l.company_id = $1 AND l.id = ANY($2::int[]) ORDER BY l.id`,
    [companyId, ids],
  );
  return rows.map(toLink);
}

/** Devices must be the company's own: returns the ids that are not. */
export async function foreignDevices(db: Queryable, companyId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT x.id FROM unnest($2::int[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM devices d WHERE d.id = x.id AND d.company_id = $1 AND d.deleted_at IS NULL)`,
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

export async function insertLink(db: Queryable, companyId: number, l: LinkCreate): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO links (company_id, name, origin_device_id, destination_device_id, provider_segment, length_m, geometry, free_flow_s,
                        max_travel_time_s, match_time, sigma, b_value, trend_threshold)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      companyId,
      l.name,
      l.origin_device_id ?? null,
      l.destination_device_id ?? null,
      l.provider_segment ?? null,
      l.length_m,
      l.geometry ? JSON.stringify(l.geometry) : null,
      l.free_flow_s ?? null,
      l.max_travel_time_s,
      l.match_time,
      l.filter.sigma,
      l.filter.b_value,
      l.filter.trend_threshold,
    ],
  );
  return rows[0].id;
}

/** Full replacement of the editable fields (the route merges a PATCH onto the stored link first). */
export async function updateLink(db: Queryable, companyId: number, id: number, l: LinkCreate): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE links SET name = $3, origin_device_id = $4, destination_device_id = $5, provider_segment = $6, length_m = $7,
       geometry = $8::jsonb, free_flow_s = $9, max_travel_time_s = $10, match_time = $11, sigma = $12, b_value = $13, trend_threshold = $14
     WHERE id = $1 AND company_id = $2`,
    [
      id,
      companyId,
      l.name,
      l.origin_device_id ?? null,
      l.destination_device_id ?? null,
      l.provider_segment ?? null,
      l.length_m,
      l.geometry ? JSON.stringify(l.geometry) : null,
      l.free_flow_s ?? null,
      l.max_travel_time_s,
      l.match_time,
      l.filter.sigma,
      l.filter.b_value,
      l.filter.trend_threshold,
    ],
  );
  return rowCount > 0;
}

export async function deleteLink(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM links WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}

export async function linkIntervals(db: Queryable, companyId: number, id: number, from: number, to: number, mode: number) {
  const { rows } = await db.query<{
    start: number;
    raw_count: number;
    accepted_count: number;
    median_s: number | null;
    mean_s: number | null;
    p85_s: number | null;
    speed_kmh: number | null;
  }>(
    `SELECT extract(epoch FROM i.start)::float8 AS start, i.raw_count, i.accepted_count, i.median_s, i.mean_s, i.p85_s, i.speed_kmh
       FROM intervals i JOIN links l ON l.id = i.link_id
      WHERE l.company_id = $1 AND i.link_id = $2 AND i.mode = $5 AND i.start >= to_timestamp($3) AND i.start < to_timestamp($4)
      ORDER BY i.start LIMIT 20000`,
    [companyId, id, from, to, mode],
  );
  return rows;
}
