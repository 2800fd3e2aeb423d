import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointMutation } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** Appends a command for the sensor; the device (and the lists showing it) refresh. */
export function useAddCommand(id: number) {
  return useEndpointMutation(devices.addCommand, {
    toInput: (command: string) => ({ params: { id }, body: { command } }),
    invalidates: [deviceKeys.all],
  });
}
