import { data } from '@roadlens/contract/endpoints/data';
import { useEndpointMutation } from '../../../lib/api/client.ts';
import { dataKeys, deviceKeys } from '../../../lib/api/keys.ts';

/** Removes the device's detections: its stored rows and its per-device figures (time range, counts) change. */
export function useClearRecords(id: number) {
  return useEndpointMutation(data.clear, {
    toInput: (_: void) => ({ params: { kind: 'records' as const, id } }),
    invalidates: [dataKeys.all, deviceKeys.all],
    callOptions: { silent: true },
  });
}
