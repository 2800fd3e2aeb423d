import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@roadlens/contract/system-status';
import { api } from '../../../lib/api-client.ts';

export const REFRESH_MS = 30_000;

/** GET /api/platform/system_status/ (staff only) — read afresh every 30 s while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['system-status'],
    queryFn: ({ signal }) => api.get<SystemStatus>('/api/platform/system_status/', { signal }),
    refetchInterval: REFRESH_MS,
  });
}
