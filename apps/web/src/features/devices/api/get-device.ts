import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** One device. An unknown id gets the 404 toast and the shell sends the user to the sensors list with state 404. */
export function useDevice(id: number) {
  return useEndpointQuery(
    deviceKeys,
    devices.get,
    { params: { id } },
    {
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    },
  );
}
