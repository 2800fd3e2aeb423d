import type { Queryable } from '../../db/index.ts';
import type { ROUTE_SORT_KEYS } from '@roadlens/contract/links';
import { typicalSql } from '@roadlens/traffic/definitions';

export interface RouteRow {
  id: number;
  name: string;
  link_ids: number[];
  length_m: number;
}

const SELECT = `SELECT r.id, r.name,
    COALESCE((SELECT array_agg(rl.link_id ORDER BY rl.position) FROM route_links rl WHERE rl.route_id = r.id), '{}') AS link_ids,
    COALESCE((SELECT sum(l.length_m) FROM route_links rl JOIN links l ON l.id = rl.link_id WHERE rl.route_id = r.id), 0)::float8 AS length_m
  FROM routes r`;

/** Sort keys of GET /api/map/routes/ (DRF `ordering`); each ends on id so pages never overlap. */
const SORT_KEYS = {
  name: 'r.name',
  length_m: 'length_m',
  links: 'cardinality(link_ids)',
} as const satisfies Record<(typeof ROUTE_SORT_KEYS)[number], string>;

const orderBy = (ordering: string) => {
  const desc = ordering.startsWith('-');
  const expr = SORT_KEYS[ordering.replace(/^-/, '') as keyof typeof SORT_KEYS] ?? SORT_KEYS.name;
  return desc ? `${expr} DESC, r.id DESC` : `${expr}, r.id`;
};

export async function listRoutes(db: Queryable, companyId: number, limit: number, offset: number, search?: string, ordering = 'name') {
  const where = `r.company_id = $1 AND ($2::text IS NULL OR r.name ILIKE '%' || $2 || '%')`;
  const { rows: c } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM routes r WHERE ${where}`, [companyId, search ?? null]);
  // Wrapped so the sort can use the computed length and link list.
  const { rows } = await db.query<RouteRow>(`SELECT * FROM (${SELECT} WHERE ${where}) r ORDER BY ${orderBy(ordering)} LIMIT $3 OFFSET $4`, [
    companyId,
    search ?? null,
    limit,
    offset,
  ]);
  return { count: c[0].n, rows };
}

export async function findRoute(db: Queryable, companyId: number, id: number): Promise<RouteRow | null> {
  const { rows } = await db.query<RouteRow>(`${SELECT} WHERE r.company_id = $1 AND r.id = $2`, [companyId, id]);
  return rows[0] ?? null;
}

export async function foreignLinks(db: Queryable, companyId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT x.id FROM unnest($2::int[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM links l WHERE l.id = x.id AND l.company_id = $1)',
    [companyId, ids],
  );
  return rows.map((r) => r.id);
}

export async function insertRoute(db: Queryable, companyId: number, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO routes (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]);
  return rows[0].id;
}

export async function renameRoute(db: Queryable, companyId: number, id: number, name: string): Promise<void> {
  await db.query('UPDATE routes SET name = $3 WHERE id = $1 AND company_id = $2', [id, companyId, name]);
}

export async function setRouteLinks(db: Queryable, routeId: number, linkIds: number[]): Promise<void> {
  await db.query('DELETE FROM route_links WHERE route_id = $1', [routeId]);
  await db.query(
    'INSERT INTO route_links (route_id, position, link_id) SELECT $1, p - 1, l FROM unnest($2::int[]) WITH ORDINALITY AS x(l, p)',
    [routeId, linkIds],
  );
}

export async function deleteRoute(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM routes WHERE id = $1 AND company_id = $2', [id, companyId]);
  return rowCount > 0;
}

/**
 * A route's 5-minute rows: travel times summed over its links, only for intervals where every link
 * has a value (a partial sum would read as a fast route). Percentiles are summed per link, an upper
 * bound of the route's own; counts are the weakest link's.
 */
export async function routeIntervals(db: Queryable, companyId: number, id: number, from: number, to: number, mode: number) {
  const { rows } = await db.query<{
    start: number;
    raw_count: number;
    accepted_count: number;
    median_s: number | null;
    mean_s: number | null;
    p85_s: number | null;
    speed_kmh: number | null;
  }>(
    `WITH rl AS (SELECT rl.link_id, l.length_m FROM route_links rl JOIN routes r ON r.id = rl.route_id JOIN links l ON l.id = rl.link_id
                  WHERE r.company_id = $1 AND r.id = $2),
          total AS (SELECT count(*) AS n, sum(length_m) AS length_m FROM rl)
     SELECT extract(epoch FROM i.start)::float8 AS start, min(i.raw_count)::int AS raw_count, min(i.accepted_count)::int AS accepted_count,
            sum(i.median_s)::float8 AS median_s, sum(i.mean_s)::float8 AS mean_s, sum(i.p85_s)::float8 AS p85_s,
            (max(total.length_m) / NULLIF(sum(i.median_s), 0) * 3.6)::float8 AS speed_kmh
       FROM intervals i JOIN rl ON rl.link_id = i.link_id CROSS JOIN total
      WHERE i.mode = $5 AND i.start >= to_timestamp($3) AND i.start < to_timestamp($4) AND i.median_s IS NOT NULL
      GROUP BY i.start
     HAVING count(*) = max(total.n)
      ORDER BY i.start LIMIT 20000`,
    [companyId, id, from, to, mode],
  );
  return rows;
}

/** The typical travel time of each given link (the company's own) for the interval starting at `at` (ISO time). */
export async function typicalsAt(db: Queryable, companyId: number, linkIds: number[], at: string): Promise<Map<number, number | null>> {
  const { rows } = await db.query<{ id: number; typical_s: number | null }>(
    `SELECT l.id, ${typicalSql('l.id', '$3::timestamptz', 'co.time_zone')}::float8 AS typical_s
       FROM links l JOIN companies co ON co.id = l.company_id WHERE l.company_id = $1 AND l.id = ANY($2::int[])`,
    [companyId, linkIds, at],
  );
  return new Map(rows.map((r) => [r.id, r.typical_s]));
}
