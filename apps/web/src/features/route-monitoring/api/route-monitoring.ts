import { routeMonitoring } from '@roadlens/contract/endpoints/route-monitoring';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { routeMonitoringKeys } from '../../../lib/api/keys.ts';

/** Every route with its live values; refreshed each minute as new intervals close. */
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
