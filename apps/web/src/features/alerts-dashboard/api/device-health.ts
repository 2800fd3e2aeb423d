import { alerts } from '@roadlens/contract/endpoints/alerts';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceHealthKeys } from '../../../lib/api/keys.ts';

/** Offline, silent and low-rate sensors, judged on the server; refreshed each minute. */
export function useDeviceHealth() {
  return useEndpointQuery(deviceHealthKeys, alerts.deviceHealth, {}, { refetchInterval: 60_000 });
}
