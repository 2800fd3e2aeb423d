import { keepPreviousData } from '@tanstack/react-query';
import { roadAnalytics } from '@roadlens/contract/endpoints/road-analytics';
import { routes } from '@roadlens/contract/endpoints/routes';
import { shares } from '@roadlens/contract/endpoints/shares';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { roadAnalyticsKeys, routeKeys, shareKeys } from '../../../lib/api/keys.ts';
import type { Period } from './get-road-analytics.ts';

export type Bin = 5 | 15 | 60;

/** Links ranked by vehicle-hours of delay per day over the period. */
export function useBottlenecks(days: Period) {
  return useEndpointQuery(
    roadAnalyticsKeys,
    roadAnalytics.bottlenecks,
    { query: { days: String(days) as '7' | '30' } },
    { placeholderData: keepPreviousData },
  );
}

/** The congestion scan of a route on a local day; idle until a route is chosen. */
export function useScan(routeId: number | null, date: string, bin: Bin) {
  return useEndpointQuery(
    roadAnalyticsKeys,
    roadAnalytics.scan,
    { query: { route_id: routeId ?? 0, date, bin: String(bin) as '5' | '15' | '60' } },
    { enabled: routeId !== null, placeholderData: keepPreviousData },
  );
}

/** The company's routes by name, for the scan's route picker. */
export function useRouteChoices() {
  return useEndpointQuery(routeKeys, routes.list, { query: { page_size: 500, ordering: 'name' } });
}

export function useShares(enabled: boolean) {
  return useEndpointQuery(shareKeys, shares.list, {}, { enabled });
}

export const useCreateShare = () => useEndpointMutation(shares.create, { invalidates: [shareKeys.all] });
export const useRevokeShare = () =>
  useEndpointMutation(shares.revoke, { toInput: (uuid: string) => ({ params: { uuid } }), invalidates: [shareKeys.all] });
