import { useQueryClient } from '@tanstack/react-query';
import { routeMonitoring } from '@roadlens/contract/endpoints/route-monitoring';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { routeMonitoringKeys } from '../../../lib/api/keys.ts';
import { useLiveBurst } from '../../../lib/api/live.ts';

/**
 * Routes' values are sums over their links made on the server: read again once per burst of live traffic (new
 * intervals of some links), so the page keeps step with the live map. Used once by the page.
 */
export function useLiveRouteMonitoring() {
  const client = useQueryClient();
  useLiveBurst('traffic', () => void client.invalidateQueries({ queryKey: routeMonitoringKeys.all }));
}

/** Every route with its live values; also read each minute, for a dropped event stream. */
export function useMonitoredRoutes() {
  return useEndpointQuery(routeMonitoringKeys, routeMonitoring.routes, {}, { refetchInterval: 60_000 });
}

/** The chosen route's last day against its typical week. */
export function useRouteHistory(id: number | null, hours = 24) {
  return useEndpointQuery(
    routeMonitoringKeys,
    routeMonitoring.history,
    { params: { id: id ?? 0 }, query: { hours } },
    { enabled: id !== null, refetchInterval: 60_000 },
  );
}
