import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Device, UpdateConfigBody } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';
import { deviceKey } from './get-device.ts';

/** PATCH /api/map/devices/{id}/update_config/ with {tab, plugin, data}. */
export function useUpdateConfig(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConfigBody) => api.patch<Device>(`/api/map/devices/${id}/update_config/`, body, { silent: true }),
    onSuccess: (d) => client.setQueryData(deviceKey(id), d),
  });
}
