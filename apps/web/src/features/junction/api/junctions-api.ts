import { junctions } from '@roadlens/contract/endpoints/junctions';
import { devices } from '@roadlens/contract/endpoints/devices';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys, junctionKeys } from '../../../lib/api/keys.ts';

export const useJunctions = () => useEndpointQuery(junctionKeys, junctions.list, {});
export const useJunctionAnalysis = (id: number, date: string) =>
  useEndpointQuery(
    junctionKeys,
    junctions.analysis,
    { params: { id }, query: { date } },
    { enabled: id > 0 && date.length === 10, refetchInterval: 60_000 },
  );
export const useCreateJunction = () => useEndpointMutation(junctions.create, { invalidates: [junctionKeys.all] });
export const useDeleteJunction = () => useEndpointMutation(junctions.delete, { invalidates: [junctionKeys.all] });
/** The company's sensors to choose arms from. */
export const useSensors = (enabled: boolean) =>
  useEndpointQuery(
    deviceKeys,
    devices.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { enabled, staleTime: 60_000, select: (p) => p.results },
  );
