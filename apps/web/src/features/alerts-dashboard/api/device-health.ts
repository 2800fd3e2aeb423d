import { useQuery } from '@tanstack/react-query';
import type { DeviceHealthReport } from '@roadlens/contract/device-health';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/device_health/ — offline, silent and low-rate sensors, judged on the server; refreshed each minute. */
export function useDeviceHealth() {
  return useQuery({
    queryKey: ['alerts-dashboard', 'device-health'],
    queryFn: ({ signal }) => api.get<DeviceHealthReport>('/api/map/device_health/', { signal }),
    refetchInterval: 60_000,
  });
}
