import { keepPreviousData } from '@tanstack/react-query';
import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys } from '../../../lib/api/keys.ts';

/** Live vs experimental intervals and samples of one of the device's links. */
export function useComparison(id: number, p: { from: number; to: number; link_id?: number }, enabled = true) {
  return useEndpointQuery(
    deviceKeys,
    devices.comparison,
    { params: { id }, query: p },
    {
      enabled: enabled && p.to > p.from,
      placeholderData: keepPreviousData,
    },
  );
}
