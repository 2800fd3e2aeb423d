import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Device } from '@roadlens/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/map/devices/?s=<serial> — adds a device by serial (core §7). */
export function useAddDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serial, name }: { serial: string; name?: string }) =>
      api.post<Device>('/api/map/devices/', name ? { name } : {}, { query: { s: serial }, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['devices'] }),
  });
}
