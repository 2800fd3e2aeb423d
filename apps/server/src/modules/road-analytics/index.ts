import getRoadAnalytics from './get-road-analytics.ts';
import getScan from './get-scan.ts';
import getBottlenecks from './get-bottlenecks.ts';

export default [getRoadAnalytics, getScan, getBottlenecks];
