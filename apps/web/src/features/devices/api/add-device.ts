import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointMutation } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** Adds a device by serial; every device query (the lists included) refreshes. */
export function useAddDevice() {
  return useEndpointMutation(devices.add, {
    toInput: ({ serial, name }: { serial: string; name?: string }) => ({ query: { s: serial }, body: name ? { name } : {} }),
    invalidates: [deviceKeys.all],
    callOptions: { silent: true },
  });
}
