import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Device } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';
import { deviceKey } from './get-device.ts';

/** PATCH /api/map/devices/{id}/add_command/. */
export function useAddCommand(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: string) => api.patch<Device>(`/api/map/devices/${id}/add_command/`, { command }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKey(id) }),
  });
}
