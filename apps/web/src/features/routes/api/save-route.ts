import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@roadlens/contract/endpoints/routes';
import { call } from '../../../lib/api/client.ts';
import { routeKeys } from '../../../lib/api/keys.ts';

export interface RouteDraft {
  name: string;
  link_ids: number[];
}

/** Creates the route or saves its changes; 400s come back as ApiError with field errors. Every route query refreshes. */
export function useSaveRoute(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: RouteDraft) => (id ? call(routes.patch, { params: { id }, body: draft }) : call(routes.create, { body: draft })),
    onSuccess: () => client.invalidateQueries({ queryKey: routeKeys.all }),
  });
}
