import { seededRandom } from '../../shared/seeded-random.ts';
import type { AnalyticsDashboard } from '../model.ts';
import { ints, today, walk } from './series.ts';

export function analyticsDashboard(now = new Date()): AnalyticsDashboard {
  const r = seededRandom(2_002);
  const end = today(now);
  const yearAgo = new Date(end.getTime() - 365 * 86_400_000);
  const days = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10'];
  return {
    visitors: {
      series: {
        'this-year': [{ name: 'visitors', data: walk(r, 52, 6_400, 900, end, 7) }],
        'last-year': [{ name: 'visitors', data: walk(r, 52, 5_100, 800, yearAgo, 7) }],
      },
    },
    conversions: { amount: 4_123, labels: days, series: [{ name: 'conversions', data: ints(r, 10, 320, 520) }] },
    impressions: { amount: 87_208, labels: days, series: [{ name: 'impressions', data: ints(r, 10, 6_500, 10_500) }] },
    visits: { amount: 62_083, labels: days, series: [{ name: 'visits', data: ints(r, 10, 4_800, 7_400) }] },
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [
        { name: 'pageViews', data: walk(r, 30, 5_200, 700, end) },
        { name: 'visitors', data: walk(r, 30, 2_400, 420, end) },
      ],
    },
    newVsReturning: { uniqueVisitors: 46_085, labels: ['new', 'returning'], series: [80, 20] },
    gender: { uniqueVisitors: 46_085, labels: ['male', 'female'], series: [55, 45] },
    age: { uniqueVisitors: 46_085, labels: ['under30', 'over30'], series: [35, 65] },
    language: { uniqueVisitors: 46_085, labels: ['english', 'other'], series: [74, 26] },
  };
}
