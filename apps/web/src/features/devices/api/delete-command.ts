import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { deviceKey } from './get-device.ts';

/** DELETE /api/map/devices/{id}/delete_command/?index=N. */
export function useDeleteCommand(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => api.delete(`/api/map/devices/${id}/delete_command/`, { query: { index } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKey(id) }),
  });
}
