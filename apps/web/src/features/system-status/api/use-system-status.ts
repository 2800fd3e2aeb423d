import { systemStatus } from '@roadlens/contract/endpoints/system-status';
import { useEndpointQuery } from '../../../lib/api/client.ts';
import { systemStatusKeys } from '../../../lib/api/keys.ts';

export const REFRESH_MS = 30_000;

/** Staff only; read afresh every 30 s while the page is open. */
export function useSystemStatus() {
  return useEndpointQuery(systemStatusKeys, systemStatus.get, {}, { refetchInterval: REFRESH_MS });
}
