import type { FastifyInstance } from 'fastify';
import { links } from '@roadlens/contract/endpoints/links';
import type { z } from 'zod';
import type { LinkSparkline, LinkSparklineQuery } from '@roadlens/contract/links';
import { currentIntervalSql, delayVsFreeFlowSql, estimatedFreeFlowSql, linkFreeFlowSql } from '@roadlens/traffic/definitions';
import type { Queryable } from '../../db/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { pageLinks } from '../data/pagination.ts';

/** Server-side sort keys of the dashboard list; every one ends on id so pages never overlap. */
const ORDERINGS = {
  name: 'name, id',
  '-name': 'name DESC, id DESC',
  travel_time: 'median_s NULLS LAST, id',
  '-travel_time': 'median_s DESC NULLS LAST, id DESC',
  speed: 'speed_kmh NULLS LAST, id',
  '-speed': 'speed_kmh DESC NULLS LAST, id DESC',
  delay: 'delay_s NULLS LAST, id',
  '-delay': 'delay_s DESC NULLS LAST, id DESC',
  samples: 'accepted_count NULLS FIRST, id',
  '-samples': 'accepted_count DESC NULLS LAST, id DESC',
} as const satisfies Record<z.output<typeof LinkSparklineQuery>['ordering'], string>;

/**
 * One page of the company's links with their current values (the current interval, free flow and
 * delay vs free flow, as the link list computes them) and the 5-minute series of the last `hours`, in one query that always answers one row: the total and the page.
 * Sorting happens before paging, so "slowest first" spans every link, not just the page.
 */
export async function linkSparklines(db: Queryable, companyId: number, q: z.output<typeof LinkSparklineQuery>) {
  const order = ORDERINGS[q.ordering];
  const { rows } = await db.query<{ total: number; items: LinkSparkline[] | null }>(
    `WITH cur AS (
       SELECT l.id, l.name, l.length_m::float8 AS length_m, ff.v AS free_flow_s,
              extract(epoch FROM c.start)::float8 AS interval_start, c.median_s::float8 AS median_s, c.speed_kmh::float8 AS speed_kmh,
              c.accepted_count, ${delayVsFreeFlowSql('c.median_s', 'ff.v')}::float8 AS delay_s
         FROM links l
         LEFT JOIN LATERAL (${currentIntervalSql('l.id', 'def_cur.start, def_cur.median_s, def_cur.speed_kmh, def_cur.accepted_count')}) c ON true
         CROSS JOIN LATERAL (SELECT ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))}::float8 AS v) ff
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
                                     'travel_time_s', i.median_s::float8, 'speed_kmh', i.speed_kmh::float8,
                                     'count', i.accepted_count) ORDER BY i.start)
                                     FROM intervals i
                                    WHERE i.link_id = p.id AND i.mode = 0 AND i.start > now() - make_interval(hours => $5::int)), '[]'::json)
              ) ORDER BY p.rn) FROM paged p) AS items`,
    [companyId, q.search || null, q.page_size, (q.page - 1) * q.page_size, q.hours],
  );
  return { count: rows[0].total, rows: rows[0].items ?? [] };
}

/** The dashboard list's links: current values and recent trend, sorted and paged on the server. */
export default function listSparklines(app: FastifyInstance) {
  route(app, links.sparklines, async (req) => {
    const q = req.query;
    const { count, rows } = await linkSparklines(app.db, authOf(req).user.companyId, q);
    return { ...pageLinks(req, q.page, q.page_size, count), results: rows };
  });
}
