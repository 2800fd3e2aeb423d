import { BottleneckRanking, CongestionScan, CongestionScanQuery, RoadAnalytics, RoadAnalyticsQuery } from '../road-analytics.ts';
import { endpoint } from '../endpoint.ts';

/** Corridor analytics of the company's links (provider segments for a road analytics company). */
export const roadAnalytics = {
  corridor: endpoint({
    method: 'GET',
    path: '/api/road_analytics/corridor/',
    summary: 'Segments and daily totals over the last 7 or 30 local days (today included), from the live 5-minute intervals.',
    tags: ['road-analytics'],
    query: RoadAnalyticsQuery,
    responses: { 200: RoadAnalytics },
    // Signed in; road analytics is guarded by the company's data type only, not by a permission.
    access: { auth: 'user' },
  }),
  scan: endpoint({
    method: 'GET',
    path: '/api/road_analytics/scan/',
    summary: 'Congestion scan of a route: its links in driving order against the bins of one local day, speed and delay per cell.',
    tags: ['road-analytics'],
    query: CongestionScanQuery,
    responses: { 200: CongestionScan },
    access: { auth: 'user' },
  }),
  bottlenecks: endpoint({
    method: 'GET',
    path: '/api/road_analytics/bottlenecks/',
    summary: 'Links ranked by vehicle-hours of delay per day, with hours of congestion per day and whether it recurs at the same hours.',
    tags: ['road-analytics'],
    query: RoadAnalyticsQuery,
    responses: { 200: BottleneckRanking },
    access: { auth: 'user' },
  }),
};
