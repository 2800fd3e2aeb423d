import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '@roadlens/contract/common';
import type { Queryable } from '../../db/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { pageLinks } from '../data/pagination.ts';

/** Server-side sort keys of the dashboard list; every one ends on id so pages never overlap. */
const ORDERINGS = {
  name: 'name, id', '-name': 'name DESC, id DESC',
  travel_time: 'median_s NULLS LAST, id', '-travel_time': 'median_s DESC NULLS LAST, id DESC',
  speed: 'speed_kmh NULLS LAST, id', '-speed': 'speed_kmh DESC NULLS LAST, id DESC',
  delay: 'delay_s NULLS LAST, id', '-delay': 'delay_s DESC NULLS LAST, id DESC',
  samples: 'accepted_count NULLS FIRST, id', '-samples': 'accepted_count DESC NULLS LAST, id DESC',
} as const;

const Query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  ordering: z.enum(Object.keys(ORDERINGS) as [keyof typeof ORDERINGS]).default('name'),
  search: z.string().max(200).optional(),
  hours: z.coerce.number().int().min(1).max(24).default(6),
});

const Point = z.object({ t: z.number().describe('Interval start, epoch seconds'), travel_time_s: z.number().nullable(), speed_kmh: z.number().nullable() });
export const LinkSparkline = z.object({
  id: z.number().int(),
  name: z.string(),
  length_m: z.number(),
  interval_start: z.number().nullable(),
  travel_time_s: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  count: z.number().int(),
  free_flow_s: z.number().nullable(),
  delay_s: z.number().nullable().describe('Current travel time above the link’s free flow'),
  trend: z.array(Point),
});
export type LinkSparkline = z.infer<typeof LinkSparkline>;

/**
 * One page of the company's links with the latest live interval (within 1 h) and the 5-minute
 * series of the last `hours`, in one query that always answers one row: the total and the page.
 * Sorting happens before paging, so "slowest first" spans every link, not just the page.
 */
export async function linkSparklines(db: Queryable, companyId: number, q: z.infer<typeof Query>) {
  const order = ORDERINGS[q.ordering];
  const { rows } = await db.query<{ total: number; items: LinkSparkline[] | null }>(
    `WITH cur AS (
       SELECT l.id, l.name, l.length_m::float8 AS length_m, l.free_flow_s::float8 AS free_flow_s,
              extract(epoch FROM c.start)::float8 AS interval_start, c.median_s::float8 AS median_s, c.speed_kmh::float8 AS speed_kmh,
              c.accepted_count,
              -- greatest() skips NULLs, so no current value must stay no delay explicitly.
              CASE WHEN c.median_s IS NULL OR l.free_flow_s IS NULL THEN NULL ELSE greatest(0, c.median_s - l.free_flow_s) END::float8 AS delay_s
         FROM links l
         LEFT JOIN LATERAL (
           SELECT i.start, i.median_s, i.speed_kmh, i.accepted_count FROM intervals i
            WHERE i.link_id = l.id AND i.mode = 0 AND i.start > now() - interval '1 hour' ORDER BY i.start DESC LIMIT 1) c ON true
        WHERE l.company_id = $1 AND ($2::text IS NULL OR l.name ILIKE '%' || $2 || '%')
     ), paged AS (
       SELECT cur.*, row_number() OVER (ORDER BY ${order}) AS rn FROM cur ORDER BY ${order} LIMIT $3 OFFSET $4
     )
     SELECT (SELECT count(*) FROM cur)::int AS total,
            (SELECT json_agg(json_build_object(
                'id', p.id, 'name', p.name, 'length_m', p.length_m, 'interval_start', p.interval_start,
                'travel_time_s', p.median_s, 'speed_kmh', p.speed_kmh, 'count', COALESCE(p.accepted_count, 0),
                'free_flow_s', p.free_flow_s, 'delay_s', p.delay_s,
                'trend', COALESCE((SELECT json_agg(json_build_object('t', extract(epoch FROM i.start)::float8,
                                     'travel_time_s', i.median_s::float8, 'speed_kmh', i.speed_kmh::float8) ORDER BY i.start)
                                     FROM intervals i
                                    WHERE i.link_id = p.id AND i.mode = 0 AND i.start > now() - make_interval(hours => $5::int)), '[]'::json)
              ) ORDER BY p.rn) FROM paged p) AS items`,
    [companyId, q.search || null, q.page_size, (q.page - 1) * q.page_size, q.hours],
  );
  return { count: rows[0].total, rows: rows[0].items ?? [] };
}

/** GET /api/map/links/sparklines/ — the dashboard list's links: current values and recent trend, sorted and paged on the server. */
export default function listSparklines(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/map/links/sparklines/',
    { schema: { tags: ['links'], querystring: Query, response: { 200: page(LinkSparkline) } }, config: { access: { auth: 'user', permission: 'Platform|view_map' } } },
    async (req) => {
      const q = req.query;
      const { count, rows } = await linkSparklines(app.db, authOf(req).user.companyId, q);
      return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
    },
  );
}
