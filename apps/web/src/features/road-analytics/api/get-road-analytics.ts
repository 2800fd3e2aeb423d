import { keepPreviousData } from '@tanstack/react-query';
import { ROAD_ANALYTICS_PERIODS } from '@roadlens/contract/road-analytics';
import { roadAnalytics } from '@roadlens/contract/endpoints/road-analytics';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { roadAnalyticsKeys } from '../../../lib/api/keys.ts';

export type Period = (typeof ROAD_ANALYTICS_PERIODS)[number];

/** The period from the URL (`?days=`); anything else is the default, the last 7 days. */
export const periodOf = (value: string | null): Period => (value === '30' ? 30 : 7);

/** The company's corridor figures over the period. */
export function useRoadAnalytics(days: Period) {
  return useEndpointQuery(
    roadAnalyticsKeys,
    roadAnalytics.corridor,
    { query: { days: String(days) as '7' | '30' } },
    {
      placeholderData: keepPreviousData,
      // Provider data arrives in 5-minute intervals: a refresh every five minutes keeps the view current.
      refetchInterval: 300_000,
    },
  );
}
