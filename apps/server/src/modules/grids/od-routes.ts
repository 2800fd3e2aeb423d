import type { FastifyInstance } from 'fastify';
import type { ZoneSummary } from '@roadlens/contract/grids';
import { grids } from '@roadlens/contract/endpoints/grids';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { gridOr404 } from './grid-routes.ts';
import { odSettings } from './grids.queries.ts';
import { odTrips, zoneHealth, zoneLinks } from './od.queries.ts';
import { keptOdTrips } from './kept-trips.ts';
import { askForKeptTrips } from './kept-trips-loop.ts';
import { buildMatrix, periodOut, resolvePeriod } from './od.ts';
import { deviceZonePairs } from './zones.ts';

const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

export default function gridSummaryRoute(app: FastifyInstance) {
  route(app, grids.summary, async (req) => {
    const companyId = authOf(req).user.companyId;
    const grid = await gridOr404(app.db, companyId, req.params.id);
    const { time_zone } = await odSettings(app.db, companyId);
    const period = resolvePeriod(req.query, time_zone);
    const dz = deviceZonePairs(grid.zones);
    const health = new Map((await zoneHealth(app.db, companyId, dz)).map((h) => [h.zone_id, h]));
    const links = await zoneLinks(app.db, companyId, dz, period);
    const zones: ZoneSummary[] = grid.zones.map((z) => {
      const h = health.get(z.id) ?? { online: 0, silent: 0, offline: 0 };
      const total = links.find((l) => l.zone_id === z.id && l.link_id === null);
      return {
        zone_id: z.id,
        name: z.name,
        health: { online: h.online, silent: h.silent, offline: h.offline, total: h.online + h.silent + h.offline },
        links: links
          .filter((l) => l.zone_id === z.id && l.link_id !== null)
          .map((l) => ({
            id: l.link_id!,
            name: l.name ?? '',
            trips: l.trips,
            median_s: round(l.median_s, 1),
            free_flow_s: round(l.free_flow_s, 1),
          }))
          .sort((a, b) => b.trips - a.trips || a.name.localeCompare(b.name) || a.id - b.id),
        travel_time: { trips: total?.trips ?? 0, median_index: round(total?.median_index ?? null, 3) },
      };
    });
    return { grid: { id: grid.id, name: grid.name }, period: periodOut(period), zones };
  });
}

export function gridOdRoute(app: FastifyInstance) {
  route(app, grids.od, async (req) => {
    const companyId = authOf(req).user.companyId;
    const grid = await gridOr404(app.db, companyId, req.params.id);
    const { time_zone, od_min_trips } = await odSettings(app.db, companyId);
    const period = resolvePeriod(req.query, time_zone);
    const maxTrip = req.query.max_trip_minutes;
    const dz = deviceZonePairs(grid.zones);
    // The trips kept ahead of time when they are ready for this grid and period; else from detections.
    let rows = await keptOdTrips(app.db, grid.id, dz, period, maxTrip);
    if (rows === null) {
      askForKeptTrips(app);
      rows = await odTrips(app.db, companyId, dz, period, maxTrip);
    }
    return {
      grid: { id: grid.id, name: grid.name },
      period: periodOut(period),
      max_trip_minutes: maxTrip,
      min_trips: od_min_trips,
      ...buildMatrix(grid.zones, rows, od_min_trips),
    };
  });
}
