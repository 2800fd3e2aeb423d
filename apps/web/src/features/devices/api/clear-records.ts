import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/map/records/{id}/clear/ — removes the device's detections (core §7). */
export function useClearRecords(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.get(`/api/map/records/${id}/clear/`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['devices', 'records'] }),
  });
}
