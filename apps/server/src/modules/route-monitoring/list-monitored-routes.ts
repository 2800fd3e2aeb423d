import type { FastifyInstance } from 'fastify';
import { routeMonitoring } from '@roadlens/contract/endpoints/route-monitoring';
import { authOf } from '../../plugins/auth.ts';
import { route } from '../../lib/route.ts';
import { listRoutes } from '../routes/routes.queries.ts';
import { withCurrentAll } from '../routes/route-current.ts';
import { routeSegments } from './route-monitoring.queries.ts';

/** A company keeps tens of routes, not thousands: the map shows them all at once. */
const MAX_ROUTES = 500;

/** Every route with its current values (the routes module's own computation) and its links' lines. */
export default function listMonitoredRoutesRoute(app: FastifyInstance) {
  route(app, routeMonitoring.routes, async (req) => {
    const companyId = authOf(req).user.companyId;
    const { rows } = await listRoutes(app.db, companyId, MAX_ROUTES, 0);
    const segments = await routeSegments(app.db, companyId);
    return (await withCurrentAll(app.db, companyId, rows)).map((withValues) => ({
      ...withValues,
      segments: segments.filter((s) => s.route_id === withValues.id).map(({ link_id, name, geometry }) => ({ link_id, name, geometry })),
    }));
  });
}
