import { z } from 'zod';
import { IdParams } from '../common.ts';
import { MonitoredRoute, RouteHistoryPoint, RouteHistoryQuery } from '../route-monitoring.ts';
import { endpoint } from '../endpoint.ts';

const view = { auth: 'user', permission: 'Move|view_move:route_monitoring', scope: 'read' } as const;

/** Route monitoring: every route live on a map, with its history against the typical week. */
export const routeMonitoring = {
  routes: endpoint({
    method: 'GET',
    path: '/api/route-monitoring/routes/',
    summary: "Every route of the company with its current values, coverage, confidence and its links' lines.",
    tags: ['route-monitoring'],
    responses: { 200: z.array(MonitoredRoute) },
    access: view,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/route-monitoring/routes/:id/history/',
    summary:
      "The route's 5-minute travel times of the last hours beside its typical travel time for each time of the week and that one's usual spread.",
    tags: ['route-monitoring'],
    params: IdParams,
    query: RouteHistoryQuery,
    responses: { 200: z.array(RouteHistoryPoint) },
    access: view,
  }),
};
