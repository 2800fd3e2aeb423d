import { delayVsFreeFlowSql, estimatedFreeFlowSql, linkFreeFlowSql } from '@roadlens/traffic/definitions';
import type { Queryable } from '../../db/index.ts';

export interface ScanRoute {
  id: number;
  name: string;
  time_zone: string;
  from: string;
  to: string;
}

/** The caller's route and the bounds of local day `date` in the company's zone; null for another company's route. */
export async function scanRoute(db: Queryable, companyId: number, routeId: number, date: string): Promise<ScanRoute | null> {
  const { rows } = await db.query<{ id: number; name: string; time_zone: string; from: Date | string; to: Date | string }>(
    `SELECT r.id, r.name, c.time_zone,
            ($3::date::timestamp AT TIME ZONE c.time_zone) AS "from",
            (($3::date + 1)::timestamp AT TIME ZONE c.time_zone) AS "to"
       FROM routes r JOIN companies c ON c.id = r.company_id
      WHERE r.id = $1 AND r.company_id = $2`,
    [routeId, companyId, date],
  );
  const r = rows[0];
  return r
    ? { id: r.id, name: r.name, time_zone: r.time_zone, from: new Date(r.from).toISOString(), to: new Date(r.to).toISOString() }
    : null;
}

export interface ScanLinkRow {
  position: number;
  link_id: number;
  name: string;
  length_m: number;
  free_flow_s: number | null;
}

/** The route's links in driving order with their free flow (the link's own, else the estimate). */
export async function scanLinks(db: Queryable, routeId: number): Promise<ScanLinkRow[]> {
  const { rows } = await db.query<ScanLinkRow>(
    `SELECT rl.position, l.id AS link_id, l.name, l.length_m, ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))} AS free_flow_s
       FROM route_links rl JOIN links l ON l.id = rl.link_id
      WHERE rl.route_id = $1 ORDER BY rl.position`,
    [routeId],
  );
  return rows;
}

export interface ScanCellRow {
  position: number;
  bin: number;
  travel_time_s: number;
  delay_s: number | null;
  samples: number;
}

/**
 * Per route position and time bin of [from, to): the vehicle-weighted mean of the live 5-minute
 * medians (an interval without accepted vehicles weighs one), and its delay vs free flow.
 */
export async function scanCells(db: Queryable, routeId: number, from: string, to: string, binMinutes: number): Promise<ScanCellRow[]> {
  const { rows } = await db.query<ScanCellRow>(
    `WITH rl AS (
       SELECT rl.position, l.id, ${linkFreeFlowSql('l.free_flow_s', estimatedFreeFlowSql('l.id'))} AS ff_s
         FROM route_links rl JOIN links l ON l.id = rl.link_id WHERE rl.route_id = $1),
     cell AS (
       SELECT rl.position, rl.ff_s, floor(extract(epoch FROM i.start - $2::timestamptz) / ($4::int * 60))::int AS bin,
              sum(i.median_s * greatest(i.accepted_count, 1)) / sum(greatest(i.accepted_count, 1)) AS tt,
              sum(i.accepted_count)::int AS samples
         FROM rl JOIN intervals i ON i.link_id = rl.id AND i.mode = 0 AND i.median_s IS NOT NULL AND i.start >= $2 AND i.start < $3
        GROUP BY rl.position, rl.ff_s, bin)
     SELECT position, bin, tt AS travel_time_s, ${delayVsFreeFlowSql('tt', 'ff_s')} AS delay_s, samples
       FROM cell ORDER BY position, bin`,
    [routeId, from, to, binMinutes],
  );
  return rows;
}
