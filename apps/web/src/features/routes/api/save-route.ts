import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Route } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

export interface RouteDraft {
  name: string;
  link_ids: number[];
}

/** POST /api/map/routes/ or PATCH /api/map/routes/{id}/; 400s come back as ApiError with field errors. */
export function useSaveRoute(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: RouteDraft) =>
      id ? api.patch<Route>(`/api/map/routes/${id}/`, draft) : api.post<Route>('/api/map/routes/', draft),
    onSuccess: (route) => {
      client.setQueryData(['routes', 'detail', route.id], route);
      void client.invalidateQueries({ queryKey: ['routes', 'list'] });
    },
  });
}
