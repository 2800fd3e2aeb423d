import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys as keys } from '../../../lib/api/keys.ts';

/** GET /api/map/devices/{id}/radar_counts/ — vehicles, mean speed and occupancy per hour or day and lane. */
export function useRadarCounts(id: number, p: { from: number; to: number; interval: 'hour' | 'day' }, enabled = true) {
  return useEndpointQuery(keys, devices.radarCounts, { params: { id }, query: p }, { enabled });
}
