import getRoadAnalytics from './get-road-analytics.ts';

export default [getRoadAnalytics];
