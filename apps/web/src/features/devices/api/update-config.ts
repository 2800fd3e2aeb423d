import type { UpdateConfigBody } from '@roadlens/contract/devices';
import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointMutation } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** Merges {tab, plugin, data} into the device's config. */
export function useUpdateConfig(id: number) {
  return useEndpointMutation(devices.updateConfig, {
    toInput: (body: UpdateConfigBody) => ({ params: { id }, body }),
    invalidates: [deviceKeys.all],
    callOptions: { silent: true },
  });
}
