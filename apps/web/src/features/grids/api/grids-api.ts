import { devices } from '@roadlens/contract/endpoints/devices';
import { grids } from '@roadlens/contract/endpoints/grids';
import type { GridCreate } from '@roadlens/contract/grids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, useEndpointMutation, useEndpointQuery } from '../../../lib/api/client.ts';
import { deviceKeys, gridKeys } from '../../../lib/api/keys.ts';
import type { Period } from '../period.ts';

export const useGrids = () => useEndpointQuery(gridKeys, grids.list, {});
/** A grid; an unknown id shows the page's own not-found state rather than the shell's toast. */
export const useGrid = (id: number) =>
  useEndpointQuery(gridKeys, grids.get, { params: { id } }, { enabled: id > 0, retry: false, callOptions: { no404Intercept: true } });

/** Only the fields a user set: the server fills in the last 7 days and the whole day. */
const periodQuery = (p: Period) => ({
  ...(p.from ? { from: p.from } : {}),
  ...(p.to ? { to: p.to } : {}),
  hours: p.hours,
});

export const useGridSummary = (id: number, period: Period) =>
  useEndpointQuery(gridKeys, grids.summary, { params: { id }, query: periodQuery(period) }, { enabled: id > 0, refetchInterval: 60_000 });

export const useOdMatrix = (id: number, period: Period) =>
  useEndpointQuery(
    gridKeys,
    grids.od,
    { params: { id }, query: { ...periodQuery(period), max_trip_minutes: period.maxTrip } },
    { enabled: id > 0 },
  );

/** Creates a grid or replaces a grid's name and zones; field errors come back as ApiError. */
export function useSaveGrid(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GridCreate) => (id ? call(grids.patch, { params: { id }, body }) : call(grids.create, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: gridKeys.all }),
  });
}

export const useDeleteGrid = () => useEndpointMutation(grids.delete, { invalidates: [gridKeys.all] });

/** The company's sensors with their positions and when each last reported (to pick from and to draw). */
export const useGridSensors = (enabled: boolean) =>
  useEndpointQuery(
    deviceKeys,
    devices.list,
    { query: { page_size: 10000, ordering: 'name' } },
    { enabled, staleTime: 60_000, select: (p) => p.results, callOptions: { silent: true } },
  );
