import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointMutation } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** Removes the command at `index`. */
export function useDeleteCommand(id: number) {
  return useEndpointMutation(devices.deleteCommand, {
    toInput: (index: number) => ({ params: { id }, query: { index } }),
    invalidates: [deviceKeys.all],
  });
}
