import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROAD_ANALYTICS_PERIODS, type RoadAnalytics } from '@roadlens/contract/road-analytics';
import { api } from '../../../lib/api-client.ts';

export type Period = (typeof ROAD_ANALYTICS_PERIODS)[number];

/** The period from the URL (`?days=`); anything else is the default, the last 7 days. */
export const periodOf = (value: string | null): Period => (value === '30' ? 30 : 7);

/** GET /api/road_analytics/corridor/?days — the company's corridor figures over the period. */
export function useRoadAnalytics(days: Period) {
  return useQuery({
    queryKey: ['road-analytics', days],
    queryFn: ({ signal }) => api.get<RoadAnalytics>('/api/road_analytics/corridor/', { query: { days }, signal }),
    placeholderData: keepPreviousData,
    // Provider data arrives in 5-minute intervals: a refresh every five minutes keeps the view current.
    refetchInterval: 300_000,
  });
}
